import { describe, expect, it } from 'vitest';
import { estimateSkewDegrees, locateMrz, textSpan, tightMrzBox, type GreyImage } from './mrz-locate.ts';

/** A white page with dark "characters" (short vertical bars) laid out in rows. */
function page(rows: { y: number; from: number; to: number }[], slope = 0): GreyImage {
  const width = 600;
  const height = 400;
  const data = new Uint8Array(width * height).fill(235);
  for (const row of rows) {
    for (let x = row.from; x < row.to; x += 12) {
      for (let dx = 0; dx < 5; dx++) {
        for (let dy = 0; dy < 16; dy++) {
          const y = Math.round(row.y + dy + (x + dx) * slope);
          if (y >= 0 && y < height) data[y * width + x + dx] = 20;
        }
      }
    }
  }
  return { data, width, height };
}

describe('textSpan', () => {
  it('keeps the run of text columns and leaves out an isolated edge', () => {
    const xs = [...Array.from({ length: 200 }, (_, i) => 100 + i * 2), 560, 561, 562];
    const span = textSpan(xs, 600);
    expect(span.left).toBe(100);
    expect(span.right).toBeGreaterThanOrEqual(498);
    expect(span.right).toBeLessThan(520);
  });
});

describe('locateMrz', () => {
  it('picks the bottom pair of long lines, not the short text above', () => {
    const img = page([
      { y: 40, from: 200, to: 380 },
      { y: 90, from: 200, to: 330 },
      { y: 300, from: 40, to: 560 },
      { y: 340, from: 40, to: 560 },
    ]);
    const region = locateMrz(img);
    expect(region).not.toBeNull();
    expect(region!.top).toBeGreaterThanOrEqual(295);
    expect(region!.bottom).toBeLessThanOrEqual(362);
    expect(region!.left).toBeLessThan(60);
  });

  it('returns null on a blank page', () => {
    expect(locateMrz(page([]))).toBeNull();
  });
});

describe('estimateSkewDegrees', () => {
  it('measures the slope of the text lines', () => {
    const slope = Math.tan((3 * Math.PI) / 180);
    const img = page(
      [
        { y: 100, from: 40, to: 560 },
        { y: 160, from: 40, to: 560 },
        { y: 220, from: 40, to: 560 },
      ],
      slope,
    );
    expect(estimateSkewDegrees(img)).toBeCloseTo(3, 0);
  });
});

describe('tightMrzBox', () => {
  /** A loosely cut band: two MRZ-like rows, the dark table beyond the page edge, a shadow on one side. */
  function band(): GreyImage {
    const width = 500;
    const height = 120;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const shade = Math.round((x / width) * 90); // darker towards the right
        data[y * width + x] = x >= 460 ? 70 : 235 - shade;
      }
    }
    for (const top of [30, 70]) {
      for (let x = 40; x < 430; x += 10) {
        for (let dx = 0; dx < 5; dx++) for (let dy = 0; dy < 20; dy++) data[(top + dy) * width + x + dx] = 25;
      }
    }
    return { data, width, height };
  }

  it('keeps both lines and leaves out the page edge and the table', () => {
    const box = tightMrzBox(band())!;
    expect(box).not.toBeNull();
    expect(box.left).toBeLessThanOrEqual(40);
    expect(box.left).toBeGreaterThan(20);
    expect(box.right).toBeGreaterThanOrEqual(435);
    expect(box.right).toBeLessThan(460);
    expect(box.top).toBeLessThanOrEqual(30);
    expect(box.top).toBeGreaterThan(15);
    expect(box.bottom).toBeGreaterThanOrEqual(90);
    expect(box.bottom).toBeLessThan(105);
  });

  it('gives up on a band without two rows of text', () => {
    const blank: GreyImage = { data: new Uint8Array(500 * 120).fill(230), width: 500, height: 120 };
    expect(tightMrzBox(blank)).toBeNull();
  });
});
