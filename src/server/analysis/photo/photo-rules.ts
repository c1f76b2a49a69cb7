/**
 * Thresholds of the photo checks, from /work/shared/DOMAIN.md (ICAO 9303 digital photo: 630 x 810 px,
 * head chin-to-crown about 80-85% of the frame; 2 x 2 in print: head 1-1.375 in, 50-69% of the frame).
 * Where a number is a measurement tolerance rather than a rule, its comment says so.
 */
export const PHOTO_RULES = {
  digital: { width: 630, height: 810 },
  /** Accepted frame shapes (width / height). */
  ratios: [
    { name: '35:45 (630 x 810)', ratio: 35 / 45, headShare: { min: 0.8, max: 0.85 } },
    { name: '1:1 (2 x 2 in)', ratio: 1, headShare: { min: 0.5, max: 0.69 } },
  ],
  /** Relative tolerance on the frame shape: 630 x 810 cropped by a few pixels still counts. */
  ratioTolerance: 0.02,
  /**
   * The crown is estimated (hair against the background, or from face proportions), so the head-share
   * band is widened by 2 points each side before a photo fails; the message still quotes the rule.
   */
  headShareTolerance: 0.02,
  face: { minConfidence: 0.6, maxFaces: 1 },
  background: { minBrightness: 0.8, maxColourCast: 0.1, maxUneven: 0.08 },
  quality: { minShortSide: 600, minSharpness: 20, maxBlockiness: 1.6 },
  lighting: { minSideBalance: 0.8, minFaceBrightness: 0.3, maxFaceBrightness: 0.88, maxClipped: 0.05 },
  pose: { maxYawDeg: 10, maxPitchDeg: 15, maxRollDeg: 6 },
  expression: { maxMouthGap: 0.025, minEyeOpen: 0.14, maxExpressionScore: 0.7 },
  /**
   * maxFrameLine: how much darker than the skin above and below it a line between the eyes may be (a frame's
   * bridge). A measurement limit, not a rule: the rule is simply "no glasses".
   */
  glasses: { maxFrameLine: 0.08, minLensBrightness: 0.5 },
} as const;

export const pct = (v: number, digits = 0) => `${(v * 100).toFixed(digits)}%`;
