import {
  PHOTO_CHECK_NAMES,
  type PhotoAnalysis,
  type PhotoCheckName,
  type PhotoGuide,
  type PhotoMeasurement,
  photoCheckStatus,
} from '#shared/schemas/photo-analysis.ts';
import { PHOTO_CHECK_WORDS } from '#shared/domain/plain-words.ts';
import { decodePhoto } from './decode-photo.ts';
import { detectFaces, getFaceModel, getLipModel } from './face-model.ts';
import { faceGeometry } from './face-geometry.ts';
import { findCrown } from './head-outline.ts';
import { segmentPerson, warmUpPersonMask } from './person-mask.ts';
import { facePixelBlocks, faceSharpness } from './checks/image-quality.ts';
import { runChecks } from './photo-checks.ts';
import type { CheckOutcome, PhotoContext } from './photo-context.ts';
import { matchFrame } from './photo-frame.ts';
import { PHOTO_RULES } from './photo-rules.ts';
import { refinedMouthGap } from './refined-lips.ts';

/** Share of the score each check carries (sums to 100). */
const WEIGHTS: Record<PhotoCheckName, number> = {
  faceVisibility: 20,
  backgroundLight: 15,
  dimensionsCorrect: 15,
  imageQuality: 10,
  noGlasses: 10,
  properLighting: 10,
  frontFacing: 10,
  neutralExpression: 10,
};

/** Faces the detector is less sure of than this are ignored (posters, patterns). */
const MIN_FACE_SCORE = 0.5;

/** Loads the face models once per process or worker thread; safe to call repeatedly. */
export async function warmUpPhotoModels(): Promise<void> {
  await getFaceModel();
  await getLipModel();
  await warmUpPersonMask();
}

export const REVIEW_NOTE =
  'Some checks could not be done automatically on this photo; a member of our team will look at it instead.';

/**
 * Checks a passport photo against the 8 requirements. Throws AnalysisInputError when the bytes are not a
 * usable JPEG/PNG (corrupt, too many pixels, too small); any decodable image gets a result.
 */
export async function analyzePhoto(bytes: Buffer): Promise<PhotoAnalysis> {
  const decoded = await decodePhoto(bytes);
  const img = { width: decoded.workWidth, height: decoded.workHeight, data: decoded.rgb };
  const faces = (await detectFaces(decoded.rgb, img.width, img.height))
    .filter((f) => f.score >= MIN_FACE_SCORE && f.mesh.length >= 468)
    .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  const face = faces[0];
  const geo = face ? faceGeometry(face) : undefined;
  const mask = await segmentPerson(img);
  const crown = geo ? findCrown(mask, geo) : undefined;
  const sharpness = await faceSharpness(img, geo);
  // A second opinion on the lips only when the main mesh measures them apart (it does on closed, full lips).
  const refinedGap =
    face && geo && geo.mouthGap > PHOTO_RULES.expression.maxMouthGap ? await refinedMouthGap(img, face) : undefined;
  const blocks = facePixelBlocks(img, geo);
  const ctx: PhotoContext = {
    decoded,
    img,
    faces,
    face,
    geo,
    mask,
    crown,
    sharpness,
    blocks,
    refinedMouthGap: refinedGap,
  };

  const outcomes = runChecks(ctx);
  const checks = Object.fromEntries(PHOTO_CHECK_NAMES.map((n) => [n, outcomes[n].measurement.passed])) as Record<
    PhotoCheckName,
    boolean
  >;
  const measurements = Object.fromEntries(
    PHOTO_CHECK_NAMES.map((n) => [n, withPlainWords(n, outcomes[n])]),
  ) as PhotoAnalysis['measurements'];
  const status = (n: PhotoCheckName) => outcomes[n].measurement.status;
  // A check that could not be measured costs no points: it is not a fault found in the photo.
  const score = PHOTO_CHECK_NAMES.reduce((sum, n) => sum + (status(n) !== 'failed' ? WEIGHTS[n] : 0), 0);
  const isValid = PHOTO_CHECK_NAMES.every((n) => checks[n]);
  const needsHumanReview = !PHOTO_CHECK_NAMES.some((n) => status(n) === 'failed') && !isValid;
  const issues = unique(PHOTO_CHECK_NAMES.flatMap((n) => (outcomes[n].issue ? [outcomes[n].issue!] : [])));
  if (needsHumanReview) issues.push(REVIEW_NOTE);
  const suggestions = unique(
    PHOTO_CHECK_NAMES.flatMap((n) => (outcomes[n].suggestion ? [outcomes[n].suggestion!] : [])),
  );

  const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
  return {
    kind: 'photo',
    checks,
    measurements,
    score,
    isValid,
    isCompliant: isValid,
    needsHumanReview,
    issues,
    suggestions,
    face: face
      ? {
          box: {
            x: clamp01(face.box[0] / img.width),
            y: clamp01(face.box[1] / img.height),
            width: clamp01(face.box[2] / img.width),
            height: clamp01(face.box[3] / img.height),
          },
          confidence: clamp01(face.score),
        }
      : null,
    guide: buildGuide(ctx),
    image: { width: decoded.width, height: decoded.height, format: decoded.format },
  };
}

/** Fraction of the free height left above the head in a well-placed photo (the rest goes below the chin). */
export function topMarginShare(ratio: number): number {
  return ratio >= 0.9 ? 0.3 : 0.4;
}

function buildGuide(ctx: PhotoContext): PhotoGuide {
  const { decoded, geo, crown, img } = ctx;
  const frame = matchFrame(decoded.width, decoded.height) ?? PHOTO_RULES.ratios[0]!;
  const { min, max } = frame.headShare;
  const k = topMarginShare(frame.ratio);
  return {
    headTop: geo && crown && !crown.unsure ? Math.max(0, crown.y) / img.height : null,
    chin: geo ? geo.chin.y / img.height : null,
    centerX: geo ? geo.eyeMid.x / img.width : null,
    requiredHeadShare: { min, max },
    crownBand: { top: (1 - max) * k, bottom: (1 - min) * k },
    chinBand: { top: (1 - min) * k + min, bottom: (1 - max) * k + max },
  };
}

/**
 * Each check's result in plain words, first in every view (plain-words decision): a failed check names its own
 * problem and what to do (the check's issue and suggestion); otherwise the shared sentence for the outcome.
 */
function withPlainWords(name: PhotoCheckName, outcome: CheckOutcome): PhotoMeasurement {
  const m = outcome.measurement;
  const table = PHOTO_CHECK_WORDS[name][photoCheckStatus(m)];
  const failed = photoCheckStatus(m) === 'failed';
  const summary = m.summary ?? (failed && outcome.issue ? outcome.issue : table.summary);
  const advice = m.advice ?? (failed && outcome.suggestion ? outcome.suggestion : table.advice);
  return { ...m, summary, ...(advice ? { advice } : {}) };
}

const unique = (items: string[]) => [...new Set(items)];
