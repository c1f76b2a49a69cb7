import type { PhotoCheckName } from '#shared/schemas/photo-analysis.ts';
import { backgroundLight } from './checks/background-light.ts';
import { dimensionsCorrect } from './checks/dimensions-correct.ts';
import { faceVisibility } from './checks/face-visibility.ts';
import { frontFacing } from './checks/front-facing.ts';
import { imageQuality } from './checks/image-quality.ts';
import { neutralExpression } from './checks/neutral-expression.ts';
import { noGlasses } from './checks/no-glasses.ts';
import { properLighting } from './checks/proper-lighting.ts';
import { type CheckOutcome, NO_FACE, type PhotoContext } from './photo-context.ts';

/** Runs the 8 checks (one module each under checks/) over one measured photo. */
export function runChecks(ctx: PhotoContext): Record<PhotoCheckName, CheckOutcome> {
  const single = ctx.faces.length === 1;
  const guarded = (fn: (c: PhotoContext) => CheckOutcome): CheckOutcome => (single ? fn(ctx) : NO_FACE);
  return {
    faceVisibility: faceVisibility(ctx),
    backgroundLight: backgroundLight(ctx),
    dimensionsCorrect: single
      ? dimensionsCorrect(ctx)
      : dimensionsCorrect({ ...ctx, geo: undefined, crown: undefined }),
    imageQuality: imageQuality(ctx),
    noGlasses: guarded(noGlasses),
    properLighting: guarded(properLighting),
    frontFacing: guarded(frontFacing),
    neutralExpression: guarded(neutralExpression),
  };
}
