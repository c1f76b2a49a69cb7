import { z } from 'zod';

/** The 8 photo requirements, in the order the checklist shows them. */
export const PHOTO_CHECK_NAMES = [
  'faceVisibility',
  'backgroundLight',
  'dimensionsCorrect',
  'imageQuality',
  'noGlasses',
  'properLighting',
  'frontFacing',
  'neutralExpression',
] as const;

export type PhotoCheckName = (typeof PHOTO_CHECK_NAMES)[number];

export const PHOTO_CHECK_LABELS: Record<PhotoCheckName, string> = {
  faceVisibility: 'Face clearly visible',
  backgroundLight: 'Plain white background',
  dimensionsCorrect: 'Correct size and head position',
  imageQuality: 'Sharp, high-resolution image',
  noGlasses: 'No glasses',
  properLighting: 'Even lighting, no shadows',
  frontFacing: 'Looking straight at the camera',
  neutralExpression: 'Neutral expression, eyes open, mouth closed',
};

export const PhotoCheckNameSchema = z.enum(PHOTO_CHECK_NAMES);

const fraction = z.number().min(0).max(1);

/** 'unchecked': the check could not be measured reliably (detail says why); the photo goes to a person. */
export const PHOTO_CHECK_STATUSES = ['passed', 'failed', 'unchecked'] as const;
export type PhotoCheckStatus = (typeof PHOTO_CHECK_STATUSES)[number];

export const PhotoMeasurementSchema = z.object({
  /** False for 'failed' and for 'unchecked'. */
  passed: z.boolean(),
  /** Absent in analyses stored before it existed: read it with photoCheckStatus(). */
  status: z.enum(PHOTO_CHECK_STATUSES).optional(),
  /** Human-readable measured value, e.g. "58% of frame height". */
  value: z.string(),
  /** Human-readable requirement, e.g. "80-85%". */
  threshold: z.string(),
  detail: z.string().optional(),
  /**
   * What was found, in plain words ("Your face is evenly lit"), shown before the numbers. Absent in analyses
   * stored before it existed: read it with photoCheckWords() (shared/domain/plain-words.ts).
   */
  summary: z.string().optional(),
  /** What to do about it, when there is something to do ("Take your glasses off and take a new photo"). */
  advice: z.string().optional(),
});
export type PhotoMeasurement = z.infer<typeof PhotoMeasurementSchema>;

export const photoCheckStatus = (m: PhotoMeasurement): PhotoCheckStatus => m.status ?? (m.passed ? 'passed' : 'failed');

const checksShape = Object.fromEntries(PHOTO_CHECK_NAMES.map((name) => [name, z.boolean()])) as Record<
  PhotoCheckName,
  z.ZodBoolean
>;
const measurementsShape = Object.fromEntries(PHOTO_CHECK_NAMES.map((name) => [name, PhotoMeasurementSchema])) as Record<
  PhotoCheckName,
  typeof PhotoMeasurementSchema
>;

export const PhotoFaceSchema = z.object({
  /** Face box as fractions of the (EXIF-upright) image. */
  box: z.object({ x: fraction, y: fraction, width: fraction, height: fraction }),
  confidence: fraction,
});

/**
 * Where to draw the head-size guide over the photo, as fractions of the image height (0 = top).
 * headTop/chin are the measured crown and chin; crownBand/chinBand are where they should be
 * for the required head share when the head is placed as the fixed photo places it.
 */
export const PhotoGuideSchema = z.object({
  headTop: z.number().nullable(),
  chin: z.number().nullable(),
  centerX: z.number().nullable(),
  requiredHeadShare: z.object({ min: fraction, max: fraction }),
  crownBand: z.object({ top: fraction, bottom: fraction }),
  chinBand: z.object({ top: fraction, bottom: fraction }),
});

export const PhotoAnalysisSchema = z.object({
  kind: z.literal('photo'),
  checks: z.object(checksShape),
  measurements: z.object(measurementsShape),
  score: z.number().int().min(0).max(100),
  isValid: z.boolean(),
  isCompliant: z.boolean(),
  /** No check failed but some could not be checked: a person reviews the photo instead of it being rejected. */
  needsHumanReview: z.boolean().optional(),
  issues: z.array(z.string()),
  suggestions: z.array(z.string()),
  face: PhotoFaceSchema.nullable(),
  guide: PhotoGuideSchema,
  image: z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    format: z.string(),
  }),
});

export type PhotoAnalysis = z.infer<typeof PhotoAnalysisSchema>;
export type PhotoChecks = PhotoAnalysis['checks'];
export type PhotoFace = z.infer<typeof PhotoFaceSchema>;
export type PhotoGuide = z.infer<typeof PhotoGuideSchema>;

/** The paper a print sheet is made for: 4 x 6 in photo paper or A6. */
export const PAPER_SIZES = ['4x6', 'a6'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/**
 * GET /api/documents/{id}/fixed-photo: the 630x810 digital photo, or a print sheet on 4 x 6 in or A6 paper of
 * prints in the print size of the application's mission (the case rules' photo answer).
 */
export const fixedPhotoQuerySchema = z.object({
  variant: z.enum(['digital', 'sheet'], { error: 'variant must be digital or sheet' }).default('digital'),
  paper: z.enum(PAPER_SIZES, { error: 'paper must be 4x6 or a6' }).default('4x6'),
});

/** GET /api/documents/{id}/photo-print: the print size the application's mission asks for, and the sheets offered. */
export const photoPrintInfoSchema = z.object({
  mission: z.object({ id: z.string(), name: z.string() }).nullable(),
  print: z.object({
    label: z.string(),
    widthMm: z.number(),
    heightMm: z.number(),
    /** At 300 DPI. */
    widthPx: z.number().int(),
    heightPx: z.number().int(),
    checkedOn: z.string(),
    source: z.object({ title: z.string(), url: z.string().nullable() }),
    confirmWithMission: z.boolean(),
  }),
  sheets: z.array(
    z.object({
      paper: z.enum(PAPER_SIZES),
      label: z.string(),
      widthPx: z.number().int(),
      heightPx: z.number().int(),
      /** How many prints the sheet holds. */
      prints: z.number().int().positive(),
      filename: z.string(),
    }),
  ),
});
export type PhotoPrintInfo = z.infer<typeof photoPrintInfoSchema>;
