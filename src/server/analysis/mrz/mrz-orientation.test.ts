import { describe, expect, it } from 'vitest';
import type { GreyImage } from './mrz-locate.ts';
import { guessOrientation, inkBalance, turnPixels } from './mrz-orientation.ts';

/**
 * A page with a block of short text lines at the top and, at the bottom, two long MRZ-like lines whose
 * characters (dark bars) stop at `fill` of the width, the rest being faint '<' marks: the ink leans left.
 */
function page(): GreyImage {
  const width = 640;
  const height = 440;
  const data = new Uint8Array(width * height).fill(235);
  const bar = (x: number, y: number, w: number, h: number, value: number) => {
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) data[(y + dy) * width + x + dx] = value;
  };
  for (const [y, to] of [
    [40, 300],
    [80, 260],
    [120, 320],
  ] as const) {
    for (let x = 240; x < to; x += 12) bar(x, y, 5, 14, 30);
  }
  for (const [y, fill] of [
    [340, 0.45],
    [380, 0.7],
  ] as const) {
    for (let x = 30; x < 610; x += 13) {
      if (x < 30 + fill * 580) bar(x, y, 6, 20, 20);
      else bar(x + 2, y + 8, 3, 4, 120);
    }
  }
  return { data, width, height };
}

describe('turnPixels', () => {
  it('turns clockwise like sharp, and four quarter turns give the image back', () => {
    const img: GreyImage = { data: Uint8Array.from([1, 2, 3, 4, 5, 6]), width: 3, height: 2 };
    const turned = turnPixels(img, 90);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    // 1 2 3 / 4 5 6 turned clockwise is 4 1 / 5 2 / 6 3.
    expect([...turned.data]).toEqual([4, 1, 5, 2, 6, 3]);
    expect([...turnPixels(turnPixels(turned, 180), 90).data]).toEqual([...img.data]);
  });
});

describe('guessOrientation', () => {
  it.each([0, 90, 180, 270] as const)('undoes a turn of %i degrees before any OCR', (turn) => {
    const turned = turnPixels(page(), turn);
    const guess = guessOrientation(turned);
    expect((guess.turn + turn) % 360).toBe(0);
    expect((guess.alternative - guess.turn + 360) % 360).toBe(180);
  });

  it('says upright when there is no band to go by', () => {
    const blank: GreyImage = { data: new Uint8Array(640 * 400).fill(200), width: 640, height: 400 };
    expect(guessOrientation(blank).turn).toBe(0);
  });
});

describe('inkBalance', () => {
  it('is below one half when the filler is on the right', () => {
    const img = page();
    expect(inkBalance(img, { top: 330, bottom: 410, left: 20, right: 620 })).toBeLessThan(0.45);
    expect(inkBalance(turnPixels(img, 180), { top: 30, bottom: 110, left: 20, right: 620 })).toBeGreaterThan(0.55);
  });
});
