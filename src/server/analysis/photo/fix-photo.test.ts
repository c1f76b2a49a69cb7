import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { calibrationSet } from '../../../../tests/fixtures/photos/calibration/calibration-set.ts';
import { analyzePhoto, warmUpPhotoModels } from './analyze-photo.ts';
import { fixPhoto } from './fix-photo.ts';

const DIR = path.resolve(import.meta.dirname, '../../../../tests/fixtures/photos');
const fixture = (name: string) => readFileSync(path.join(DIR, name));

beforeAll(() => warmUpPhotoModels(), 60_000);

describe('fixPhoto', () => {
  it('turns a loosely framed photo into a 630 x 810 digital photo that passes the size check, and a 4x6 sheet', async () => {
    const { digital, sheet } = await fixPhoto(fixture('head-small.jpg'), { printSize: '35x45' });
    expect(await sharp(digital).metadata()).toMatchObject({ format: 'jpeg', width: 630, height: 810 });
    expect(await sharp(sheet).metadata()).toMatchObject({ format: 'jpeg', width: 1800, height: 1200, density: 300 });
    const result = await analyzePhoto(digital);
    expect(result.measurements.dimensionsCorrect).toMatchObject({ passed: true });
    expect(result.checks.backgroundLight).toBe(true);
  });

  it('levels a tilted head', async () => {
    const { digital } = await fixPhoto(fixture('tilt.jpg'), { printSize: '2x2' });
    const result = await analyzePhoto(digital);
    expect(result.checks.frontFacing).toBe(true);
    expect(result.checks.dimensionsCorrect).toBe(true);
  });

  it('does not turn a level head by a tilt the mesh invented', async () => {
    // Calibration person 014226 stands upright, but on his small face the mesh's eye line reads about -22
    // degrees while the detector reads about -7: levelling by the eye line would tilt the fixed photo.
    const portrait = await calibrationSet()
      .find((p) => p.name === '014226-original')!
      .build();
    const { digital } = await fixPhoto(portrait, { printSize: '35x45' });
    const result = await analyzePhoto(digital);
    expect(result.measurements.frontFacing.value).not.toMatch(/(^|, )tilt (-?)(1\d|2\d|3\d)°/);
    expect(result.measurements.frontFacing.value).not.toMatch(/(-?)(1[5-9]|2\d|3\d)° by the face detector/);
  });

  it('frames a head cover by its top, the crown the size check measures', async () => {
    const portrait = await calibrationSet()
      .find((p) => p.name === '021950-original')!
      .build();
    const { digital } = await fixPhoto(portrait, { printSize: '35x45' });
    const result = await analyzePhoto(digital);
    // The hijab's top, not the hairline, sits in the crown band of the fixed photo. (The chin is not asserted:
    // on this 40 px face, scaled 4x, the mesh places it a few points differently at each scale.)
    expect(result.measurements.dimensionsCorrect.value).toMatch(/^630 x 810 px \(35:45\)/);
    expect(result.guide.headTop!).toBeGreaterThanOrEqual(result.guide.crownBand.top - 0.03);
    expect(result.guide.headTop!).toBeLessThanOrEqual(result.guide.crownBand.bottom + 0.03);
  });

  it('refuses a photo without exactly one face', async () => {
    await expect(fixPhoto(fixture('no-face.jpg'), { printSize: '2x2' })).rejects.toBeInstanceOf(AnalysisInputError);
    await expect(fixPhoto(fixture('group.jpg'), { printSize: '2x2' })).rejects.toBeInstanceOf(AnalysisInputError);
  });
});
