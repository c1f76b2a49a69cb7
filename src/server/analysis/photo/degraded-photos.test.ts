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
  });
});
