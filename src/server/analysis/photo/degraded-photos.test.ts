import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzePhoto, warmUpPhotoModels } from './analyze-photo.ts';

// Degraded passport photos (tests/fixtures/photos/calibration/degraded-variants.ts) of held-out London Set people,
// written to files by scripts/fixtures/photos/export-calibration-photo.ts (see tests/fixtures/photos/SOURCES.md).
const DIR = path.resolve(import.meta.dirname, '../../../../tests/fixtures/photos');
const fixture = (name: string) => readFileSync(path.join(DIR, name));

beforeAll(() => warmUpPhotoModels(), 60_000);

describe('analyzePhoto on degraded photos', () => {
  it('fails a 90 x 116 photo blown up to 630 x 810 for its effective resolution and asks for a new photo', async () => {
    const result = await analyzePhoto(fixture('calibration-L062-degraded-upscaled-blocky.jpg'));
    const quality = result.measurements.imageQuality;
    expect(result.image).toMatchObject({ width: 630, height: 810 });
    expect(quality.status).toBe('failed');
    expect(quality.value).toMatch(
      /pixel blocks 0\.\d+ \(7\.\d px wide: effective resolution about (8\d|9\d) x 11\d px\)/,
    );
    expect(result.issues.join(' ')).toMatch(
      /enlarged from a much smaller one.*blocks 7 pixels wide.*effective resolution/,
    );
    expect(result.suggestions.join(' ')).toMatch(/Take the photo again at full resolution/);
    expect(result.isValid).toBe(false);
    // The blocks' edges look like frame lines: glasses are not judged on it.
    expect(result.measurements.noGlasses.status).toBe('unchecked');
    expect(result.measurements.noGlasses.detail).toMatch(/visible blocks/);
  });

  it('says "could not check", not "remove your glasses", for a blurred face without glasses', async () => {
    const result = await analyzePhoto(fixture('calibration-L044-degraded-gauss-blur.jpg'));
    expect(result.measurements.noGlasses).toMatchObject({ status: 'unchecked', passed: false });
    expect(result.measurements.noGlasses.detail).toMatch(/not sharp enough/);
    expect(result.issues.join(' ')).not.toMatch(/glasses/);
    expect(result.measurements.imageQuality.status).toBe('failed');
    expect(result.suggestions.join(' ')).toMatch(/Take the photo again at full resolution/);
  });

  // Known gap (docs/decisions/0019-photo-checks.md, 2026-11-26): a frown made by warping a neutral face along its mesh
  // moves the brows and mouth corners in the pixels, but the face mesh keeps its resting shape and the classifier
  // reads anger as often on calm faces of darker skin, so this frown is accepted. When frowns are caught, this test
  // fails: then drop `.fails`, so that it asserts the frown is failed or sent to a person.
  it.fails('does not accept a frown (known gap: a warped frown is accepted)', async () => {
    const result = await analyzePhoto(fixture('calibration-L062-degraded-frown.jpg'));
    expect(result.measurements.neutralExpression.status).not.toBe('passed');
    expect(result.isValid).toBe(false);
  });
});
