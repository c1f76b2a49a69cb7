/** Small pixel helpers over 3-channel RGB buffers; rectangles are in pixels and clamped to the image. */

export type Rect = { x: number; y: number; width: number; height: number };
export type Rgb = { width: number; height: number; data: Buffer };

export function clampRect(rect: Rect, width: number, height: number): Rect {
  const x0 = Math.max(0, Math.min(width, Math.round(rect.x)));
  const y0 = Math.max(0, Math.min(height, Math.round(rect.y)));
  const x1 = Math.max(x0, Math.min(width, Math.round(rect.x + rect.width)));
  const y1 = Math.max(y0, Math.min(height, Math.round(rect.y + rect.height)));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

export const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** The value a share q (0-1) of the way up the sorted values; 0 when there are none. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]! : 0;
}
export const median = (values: number[]) => quantile(values, 0.5);

export type RegionStats = {
  count: number;
  mean: number;
  std: number;
  r: number;
  g: number;
  b: number;
  chroma: number;
  over: number;
  under: number;
};

/** Mean colour, luminance spread, colourfulness and clipped share of the pixels in a rectangle that pass `keep`. */
export function regionStats(img: Rgb, rect: Rect, keep?: (x: number, y: number) => boolean): RegionStats {
  const r0 = clampRect(rect, img.width, img.height);
  let n = 0,
    sum = 0,
    sq = 0,
    sr = 0,
    sg = 0,
    sb = 0,
    chroma = 0,
    over = 0,
    under = 0;
  for (let y = r0.y; y < r0.y + r0.height; y++) {
    for (let x = r0.x; x < r0.x + r0.width; x++) {
      if (keep && !keep(x, y)) continue;
      const i = (y * img.width + x) * 3;
      const r = img.data[i]!,
        g = img.data[i + 1]!,
        b = img.data[i + 2]!;
      const l = luma(r, g, b);
      n++;
      sum += l;
      sq += l * l;
      sr += r;
      sg += g;
      sb += b;
      chroma += Math.max(r, g, b) - Math.min(r, g, b);
      if (l >= 250) over++;
      if (l <= 20) under++;
    }
  }
  if (n === 0) return { count: 0, mean: 0, std: 0, r: 0, g: 0, b: 0, chroma: 0, over: 0, under: 0 };
  const mean = sum / n;
  return {
    count: n,
    mean,
    std: Math.sqrt(Math.max(0, sq / n - mean * mean)),
    r: sr / n,
    g: sg / n,
    b: sb / n,
    chroma: chroma / n,
    over: over / n,
    under: under / n,
  };
}

/** Greyscale copy of a rectangle. */
export function grayCrop(img: Rgb, rect: Rect): { width: number; height: number; data: Float32Array } {
  const r0 = clampRect(rect, img.width, img.height);
  const out = new Float32Array(r0.width * r0.height);
  for (let y = 0; y < r0.height; y++) {
    for (let x = 0; x < r0.width; x++) {
      const i = ((y + r0.y) * img.width + x + r0.x) * 3;
      out[y * r0.width + x] = luma(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
    }
  }
  return { width: r0.width, height: r0.height, data: out };
}

/** Variance of the 4-neighbour Laplacian: the usual focus measure (higher = sharper). */
export function laplacianVariance(gray: { width: number; height: number; data: Float32Array | Uint8Array }): number {
  const { width: w, height: h, data } = gray;
  let n = 0,
    sum = 0,
    sq = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const v = data[i - 1]! + data[i + 1]! + data[i - w]! + data[i + w]! - 4 * data[i]!;
      n++;
      sum += v;
      sq += v * v;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sq / n - mean * mean;
}

/**
 * JPEG blockiness: how much stronger the jumps are across 8-pixel block edges than inside blocks.
 * Offsets give the crop's position in the stored image, so the 8 x 8 grid lines up.
 * About 1 for clean images; heavy compression pushes it well above 1.
 */
export function blockiness(
  gray: { width: number; height: number; data: Float32Array },
  offsetX = 0,
  offsetY = 0,
): number {
  const { width: w, height: h, data } = gray;
  let edge = 0,
    edgeN = 0,
    inner = 0,
    innerN = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w - 1; x++) {
      const d = Math.abs(data[y * w + x + 1]! - data[y * w + x]!);
      if ((x + offsetX) % 8 === 7) {
        edge += d;
        edgeN++;
      } else {
        inner += d;
        innerN++;
      }
    }
  }
  for (let y = 0; y < h - 1; y++) {
    for (let x = 0; x < w; x++) {
      const d = Math.abs(data[(y + 1) * w + x]! - data[y * w + x]!);
      if ((y + offsetY) % 8 === 7) {
        edge += d;
        edgeN++;
      } else {
        inner += d;
        innerN++;
      }
    }
  }
  if (!edgeN || !innerN) return 1;
  return edge / edgeN / (inner / innerN + 0.5);
}

/** Luminance at a fractional position (bilinear between the 4 nearest pixels; positions are clamped to the image). */
export function lumaAt(img: Rgb, x: number, y: number): number {
  const cx = Math.max(0, Math.min(img.width - 1, x)),
    cy = Math.max(0, Math.min(img.height - 1, y));
  const x0 = Math.min(Math.floor(cx), Math.max(0, img.width - 2)),
    y0 = Math.min(Math.floor(cy), Math.max(0, img.height - 2));
  const x1 = Math.min(x0 + 1, img.width - 1),
    y1 = Math.min(y0 + 1, img.height - 1);
  const fx = cx - x0,
    fy = cy - y0;
  const at = (px: number, py: number) => {
    const i = (py * img.width + px) * 3;
    return luma(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
  };
  return (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
}
