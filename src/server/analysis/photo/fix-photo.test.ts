import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { calibrationSet } from '../../../../tests/fixtures/photos/calibration/calibration-set.ts';
import { analyzePhoto, warmUpPhotoModels } from './analyze-photo.ts';
import {
  buildSheet,
  cropFrame,
  fixPhoto,
  PAPERS,
  printPixels,
  sheetLayout,
  type PaperSize,
  type PrintSpec,
} from './fix-photo.ts';

const TWO_IN: PrintSpec = { widthMm: 51, heightMm: 51, label: '2 x 2 in (51 x 51 mm)' };
const MM_35X45: PrintSpec = { widthMm: 35, heightMm: 45, label: '35 x 45 mm' };
const MM_50X50: PrintSpec = { widthMm: 50, heightMm: 50, label: '50 x 50 mm' };

const DIR = path.resolve(import.meta.dirname, '../../../../tests/fixtures/photos');
const fixture = (name: string) => readFileSync(path.join(DIR, name));

beforeAll(() => warmUpPhotoModels(), 60_000);

describe('fixPhoto', () => {
  it('turns a loosely framed photo into a 630 x 810 digital photo that passes the size check, and a 4x6 sheet', async () => {
    const { digital, sheet } = await fixPhoto(fixture('head-small.jpg'), { print: MM_35X45, paper: '4x6' });
    expect(await sharp(digital).metadata()).toMatchObject({ format: 'jpeg', width: 630, height: 810 });
    expect(await sharp(sheet).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 1800, density: 300 });
    const result = await analyzePhoto(digital);
    expect(result.measurements.dimensionsCorrect).toMatchObject({ passed: true });
    expect(result.checks.backgroundLight).toBe(true);
  });

  it('levels a tilted head', async () => {
    const { digital } = await fixPhoto(fixture('tilt.jpg'), { print: TWO_IN, paper: '4x6' });
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
    const { digital } = await fixPhoto(portrait, { print: MM_35X45, paper: '4x6' });
    const result = await analyzePhoto(digital);
    expect(result.measurements.frontFacing.value).not.toMatch(/(^|, )tilt (-?)(1\d|2\d|3\d)°/);
    expect(result.measurements.frontFacing.value).not.toMatch(/(-?)(1[5-9]|2\d|3\d)° by the face detector/);
  });

  it('frames a head cover by its top, the crown the size check measures', async () => {
    const portrait = await calibrationSet()
      .find((p) => p.name === '021950-original')!
      .build();
    const { digital } = await fixPhoto(portrait, { print: MM_35X45, paper: '4x6' });
    const result = await analyzePhoto(digital);
    // The hijab's top, not the hairline, sits in the crown band of the fixed photo. (The chin is not asserted:
    // on this 40 px face, scaled 4x, the mesh places it a few points differently at each scale.)
    expect(result.measurements.dimensionsCorrect.value).toMatch(/^630 x 810 px \(35:45\)/);
    expect(result.guide.headTop!).toBeGreaterThanOrEqual(result.guide.crownBand.top - 0.03);
    expect(result.guide.headTop!).toBeLessThanOrEqual(result.guide.crownBand.bottom + 0.03);
  });

  it('refuses a photo without exactly one face', async () => {
    await expect(fixPhoto(fixture('no-face.jpg'), { print: TWO_IN, paper: '4x6' })).rejects.toBeInstanceOf(
      AnalysisInputError,
    );
    await expect(fixPhoto(fixture('group.jpg'), { print: TWO_IN, paper: '4x6' })).rejects.toBeInstanceOf(
      AnalysisInputError,
    );
  });
});

describe('print sheets', () => {
  it('prints each size at 300 DPI, a size stated in inches in inches', () => {
    expect(printPixels(TWO_IN)).toEqual({ width: 600, height: 600 });
    expect(printPixels({ widthMm: 51, heightMm: 51, label: '51 x 51 mm (2 x 2 in)' })).toEqual({
      width: 600,
      height: 600,
    });
    expect(printPixels(MM_35X45)).toEqual({ width: 413, height: 531 });
    expect(printPixels(MM_50X50)).toEqual({ width: 591, height: 591 });
    // A label cannot change a size: 50 mm is not 2 in.
    expect(printPixels({ widthMm: 50, heightMm: 50, label: '50 x 50 mm (about 2 x 2 in)' })).toEqual({
      width: 591,
      height: 591,
    });
  });

  it('lays out whole prints inside the paper without overlap', () => {
    expect(PAPERS['4x6']).toMatchObject({ width: 1200, height: 1800 });
    expect(PAPERS.a6).toMatchObject({ width: 1240, height: 1748 });
    const counts: Record<string, number> = {};
    for (const paper of ['4x6', 'a6'] as PaperSize[]) {
      for (const spec of [TWO_IN, MM_35X45, MM_50X50]) {
        const print = printPixels(spec);
        const { width, height, spots } = sheetLayout(print, paper);
        counts[`${paper} ${spec.label}`] = spots.length;
        for (const s of spots) {
          expect(s.left).toBeGreaterThanOrEqual(0);
          expect(s.top).toBeGreaterThanOrEqual(0);
          expect(s.left + print.width).toBeLessThanOrEqual(width);
          expect(s.top + print.height).toBeLessThanOrEqual(height);
        }
        for (const [i, a] of spots.entries())
          for (const b of spots.slice(i + 1))
            expect(
              a.left + print.width <= b.left ||
                b.left + print.width <= a.left ||
                a.top + print.height <= b.top ||
                b.top + print.height <= a.top,
            ).toBe(true);
      }
    }
    expect(counts).toEqual({
      '4x6 2 x 2 in (51 x 51 mm)': 6,
      '4x6 35 x 45 mm': 6,
      '4x6 50 x 50 mm': 6,
      'a6 2 x 2 in (51 x 51 mm)': 4,
      'a6 35 x 45 mm': 9,
      'a6 50 x 50 mm': 4,
    });
  });

  it('builds a 4 x 6 in sheet of 1200 x 1800 px and an A6 sheet of 1240 x 1748 px at 300 DPI', async () => {
    const print = printPixels(MM_50X50);
    const tile = Buffer.alloc(print.width * print.height * 3, 90);
    for (const [paper, size] of [
      ['4x6', [1200, 1800]],
      ['a6', [1240, 1748]],
    ] as const) {
      const sheet = await buildSheet(tile, print, paper);
      const meta = await sharp(sheet).metadata();
      expect([meta.width, meta.height, meta.density]).toEqual([...size, 300]);
      // The first print is there: its middle has the tile's grey, not the paper's white.
      const spot = sheetLayout(print, paper).spots[0]!;
      const { data } = await sharp(sheet)
        .extract({ left: spot.left + Math.floor(print.width / 2), top: spot.top + 295, width: 2, height: 2 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeLessThan(120);
    }
  });

  it('crops to the print shape around the face, so nothing is stretched', () => {
    const head = { heightPx: 400, crownY: 300, eyesX: 512 };
    for (const spec of [TWO_IN, MM_35X45, MM_50X50]) {
      const out = printPixels(spec);
      const frame = cropFrame(head, out);
      expect(frame.width / frame.height).toBeCloseTo(out.width / out.height, 6);
      expect(frame.left + frame.width / 2).toBeCloseTo(head.eyesX, 6);
      expect(frame.top).toBeLessThan(head.crownY);
    }
  });

  it('fixes a photo into a 50 x 50 mm sheet on A6, each print square', async () => {
    const { sheet } = await fixPhoto(fixture('head-small.jpg'), { print: MM_50X50, paper: 'a6' });
    expect(await sharp(sheet).metadata()).toMatchObject({ width: 1240, height: 1748, density: 300 });
  });
});
