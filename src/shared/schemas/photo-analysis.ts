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

export const PhotoMeasurementSchema = z.object({
  passed: z.boolean(),
  /** Human-readable measured value, e.g. "58% of frame height". */
  value: z.string(),
  /** Human-readable requirement, e.g. "80-85%". */
  threshold: z.string(),
  detail: z.string().optional(),
});
export type PhotoMeasurement = z.infer<typeof PhotoMeasurementSchema>;

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
