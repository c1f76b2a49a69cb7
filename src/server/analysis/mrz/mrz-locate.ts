/**
 * Finds the MRZ on a greyscale bitmap: estimates the skew from horizontal-edge projections, then looks
 * for the bottom-most pair of wide, dense text rows. Pure computation on pixels (no I/O).
 */

export interface GreyImage {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
}

export interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
  edges: number;
}

export interface MrzRegion {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const EDGE_THRESHOLD = 40;

interface EdgePoints {
  xs: Int32Array;
  ys: Int32Array;
  count: number;
}

/** Pixels with a strong horizontal gradient: text strokes, not smooth shading. */
function horizontalEdges(img: GreyImage): EdgePoints {
  const { data, width, height } = img;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const g = Math.abs((data[row + x + 1] as number) - (data[row + x - 1] as number));
      if (g > EDGE_THRESHOLD) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys), count: xs.length };
}

function projectionScore(edges: EdgePoints, height: number, width: number, angleRad: number): number {
  const tan = Math.tan(angleRad);
  const offset = Math.ceil(Math.abs(tan) * width) + 1;
  const hist = new Float64Array(height + 2 * offset);
  for (let i = 0; i < edges.count; i++) {
    const yp = Math.round((edges.ys[i] as number) - (edges.xs[i] as number) * tan) + offset;
    hist[yp] = (hist[yp] as number) + 1;
  }
  let score = 0;
  for (let i = 0; i < hist.length; i++) score += (hist[i] as number) ** 2;
  return score;
}

/**
 * Skew of the text lines in degrees: positive when lines go down to the right (image y grows).
 * Rotating the image by minus this angle levels them.
 */
export function estimateSkewDegrees(img: GreyImage, maxDegrees = 10): number {
  const edges = horizontalEdges(img);
  if (edges.count < 200) return 0;
  let best = 0;
  let bestScore = -1;
  const search = (from: number, to: number, step: number) => {
    for (let a = from; a <= to + 1e-9; a += step) {
      const s = projectionScore(edges, img.height, img.width, (a * Math.PI) / 180);
      if (s > bestScore) {
        bestScore = s;
        best = a;
      }
    }
  };
  search(-maxDegrees, maxDegrees, 1);
  search(best - 0.8, best + 0.8, 0.2);
  return Math.round(best * 10) / 10;
}

/** Horizontal bands of text on a levelled image. */
export function findTextBands(img: GreyImage): Band[] {
  const edges = horizontalEdges(img);
  const profile = new Float64Array(img.height);
  for (let i = 0; i < edges.count; i++) {
    const y = edges.ys[i] as number;
    profile[y] = (profile[y] as number) + 1;
  }
  // Rows are "text" when they have at least a few strokes per 100 px of width.
  const minRow = Math.max(4, img.width * 0.03);
  const bands: Band[] = [];
  let start = -1;
  for (let y = 0; y <= img.height; y++) {
    const on = y < img.height && (profile[y] as number) >= minRow;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      if (y - start >= 3) bands.push({ top: start, bottom: y, left: 0, right: 0, edges: 0 });
      start = -1;
    }
  }
  const xsByBand: number[][] = bands.map(() => []);
  for (let i = 0; i < edges.count; i++) {
    const y = edges.ys[i] as number;
    const b = bands.findIndex((band) => y >= band.top && y < band.bottom);
    if (b >= 0) (xsByBand[b] as number[]).push(edges.xs[i] as number);
  }
  bands.forEach((band, i) => {
    const span = textSpan(xsByBand[i] as number[], img.width);
    band.left = span.left;
    band.right = span.right;
    band.edges = span.edges;
  });
  return bands;
}

const SPAN_BIN = 4;
const SPAN_MAX_GAP_BINS = 3;

/**
 * The horizontal extent of the text in a band: the run of columns with strokes that holds the most of
 * them, allowing gaps narrower than a few characters. This leaves out the page's own edge against the
 * table and specks beyond it, which a plain min/max would include.
 */
export function textSpan(xs: number[], width: number): { left: number; right: number; edges: number } {
  const bins = new Int32Array(Math.ceil(width / SPAN_BIN) + 1);
  for (const x of xs) bins[Math.floor(x / SPAN_BIN)] = (bins[Math.floor(x / SPAN_BIN)] as number) + 1;
  let best = { first: 0, last: -1, edges: 0 };
  let current = { first: -1, last: -1, edges: 0 };
  let gap = 0;
  for (let b = 0; b < bins.length; b++) {
    const count = bins[b] as number;
    if (count > 0) {
      if (current.first < 0) current = { first: b, last: b, edges: 0 };
      current.last = b;
      current.edges += count;
      gap = 0;
    } else if (current.first >= 0 && ++gap > SPAN_MAX_GAP_BINS) {
      if (current.edges > best.edges) best = current;
      current = { first: -1, last: -1, edges: 0 };
      gap = 0;
    }
  }
  if (current.first >= 0 && current.edges > best.edges) best = current;
  return { left: best.first * SPAN_BIN, right: (best.last + 1) * SPAN_BIN, edges: best.edges };
}

function bandWidth(b: Band): number {
  return b.right - b.left;
}

/**
 * The MRZ is two long lines of evenly spaced characters at the bottom of the data page: choose the
 * lowest pair of adjacent bands that are both among the widest and densest text on the image.
 */
export function locateMrz(img: GreyImage): MrzRegion | null {
  return locateMrzScored(img)?.region ?? null;
}

/**
 * locateMrz with how MRZ-like the band is: its width as a share of the image times its edge density, halved
 * for two lines merged into one band. Compared between the two axes of a page (mrz-orientation.ts).
 */
export function locateMrzScored(img: GreyImage): { region: MrzRegion; score: number } | null {
  const bands = findTextBands(img).filter((b) => bandWidth(b) > img.width * 0.25);
  if (bands.length === 0) return null;
  const maxWidth = Math.max(...bands.map(bandWidth));
  const wide = bands.filter((b) => bandWidth(b) >= maxWidth * 0.75);

  const density = (b: Band) => b.edges / Math.max(1, bandWidth(b) * (b.bottom - b.top));
  for (let i = wide.length - 1; i >= 1; i--) {
    const lower = wide[i] as Band;
    const upper = wide[i - 1] as Band;
    const hLower = lower.bottom - lower.top;
    const hUpper = upper.bottom - upper.top;
    const gap = lower.top - upper.bottom;
    const similarHeight = Math.min(hLower, hUpper) / Math.max(hLower, hUpper) > 0.5;
    const similarWidth =
      Math.min(bandWidth(lower), bandWidth(upper)) / Math.max(bandWidth(lower), bandWidth(upper)) > 0.7;
    const close = gap < 2.5 * Math.max(hLower, hUpper);
    const dense = Math.min(density(lower), density(upper)) > 0.04;
    if (similarHeight && similarWidth && close && dense) {
      const region = {
        top: upper.top,
        bottom: lower.bottom,
        left: Math.min(upper.left, lower.left),
        right: Math.max(upper.right, lower.right),
      };
      const score = ((region.right - region.left) / img.width) * Math.min(density(lower), density(upper));
      return { region, score };
    }
  }
  // Lines so close that they merged into one band, about twice as tall as a line of text.
  const last = wide[wide.length - 1] as Band;
  if (density(last) > 0.04) {
    const region = { top: last.top, bottom: last.bottom, left: last.left, right: last.right };
    // A band as tall as a good part of the image is a block of text turned sideways, not an MRZ.
    const tall = (last.bottom - last.top) / img.height > 0.15;
    return { region, score: tall ? 0 : ((bandWidth(last) / img.width) * density(last)) / 2 };
  }
  return null;
}

/**
 * Ink mask by a local threshold: a pixel is ink when clearly darker than the mean of the window around
 * it. Unlike one global level, this holds under a shadow or uneven light across the band, and a uniform
 * dark area (the table beyond the page) is not ink.
 */
export function localInk(img: GreyImage, window: number, ratio = 0.82): Uint8Array {
  const { width, height, data } = img;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      rowSum += data[y * width + x] as number;
      integral[(y + 1) * (width + 1) + x + 1] = (integral[y * (width + 1) + x + 1] as number) + rowSum;
    }
  }
  const half = Math.max(1, Math.floor(window / 2));
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[y1 * (width + 1) + x1] as number) -
        (integral[y0 * (width + 1) + x1] as number) -
        (integral[y1 * (width + 1) + x0] as number) +
        (integral[y0 * (width + 1) + x0] as number);
      const mean = sum / ((x1 - x0) * (y1 - y0));
      ink[y * width + x] = (data[y * width + x] as number) < mean * ratio ? 1 : 0;
    }
  }
  return ink;
}

/**
 * The tight box of the MRZ lines inside a loosely cut, levelled band: binarise locally, find the rows of text
 * from a horizontal projection of ink, then the columns of text within them. Columns that are ink from
 * top to bottom (the page's edge against the table, a shadow, the border of a scanner bed) are not text:
 * they are dropped before the extent is taken, which is what keeps page-edge junk out of the OCR.
 * Null when no pair of text rows is found; the caller then keeps the loose band.
 */
export function tightMrzBox(img: GreyImage): MrzRegion | null {
  const { width, height } = img;
  if (width < 40 || height < 12) return null;
  // The band holds two lines and some margin: a window of about one line height.
  const ink = localInk(img, Math.max(15, Math.round(height / 2.5)));

  // Full-height dark columns first, so that they do not make every row look like text.
  const columnInk = new Int32Array(width);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) columnInk[x]! += ink[y * width + x] as number;
  const solid = new Uint8Array(width);
  for (let x = 0; x < width; x++) solid[x] = (columnInk[x] as number) > height * 0.8 ? 1 : 0;

  const rowInk = new Int32Array(height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (!solid[x]) rowInk[y]! += ink[y * width + x] as number;
  }
  // Text rows hold ink across much of the width; rows between the lines hold almost none.
  const maxRow = Math.max(...rowInk);
  if (maxRow === 0) return null;
  const rows: { top: number; bottom: number }[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const on = y < height && (rowInk[y] as number) > maxRow * 0.15;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      if (y - start >= 3) rows.push({ top: start, bottom: y });
      start = -1;
    }
  }
  if (rows.length < 2) return null;
  // The two tallest rows are the MRZ lines (a third, smaller band is a cut-off line of the page above).
  const lines = [...rows]
    .sort((a, b) => b.bottom - b.top - (a.bottom - a.top))
    .slice(0, 2)
    .sort((a, b) => a.top - b.top);
  const top = lines[0]!.top;
  const bottom = lines[1]!.bottom;
  const lineHeight = (bottom - top) / 2;

  const xs: number[] = [];
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < width; x++) if (!solid[x] && ink[y * width + x]) xs.push(x);
  }
  const span = textSpan(xs, width);
  if (span.right - span.left < width * 0.4) return null;
  const padX = Math.round(lineHeight * 0.6);
  const padY = Math.round(lineHeight * 0.3);
  return {
    left: Math.max(0, span.left - padX),
    right: Math.min(width, span.right + padX),
    top: Math.max(0, top - padY),
    bottom: Math.min(height, bottom + padY),
  };
}
