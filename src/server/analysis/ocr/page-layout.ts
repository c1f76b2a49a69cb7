/**
 * Page rows from the OCR engine's word boxes. Tesseract's own text output follows its block order: on a
 * photo or a hard scan it often reads a side box or a right-hand address window as a block of its own and
 * prints it before or after the recipient block, or splits one table row into two blocks. The text rules
 * downstream read a page the way a PDF text layer gives it (one line per row, left to right, cells far
 * apart separated by three spaces), so the words are put back into rows by their position on the page.
 */

export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Tesseract's block, paragraph and line numbers: words of one line stay together. */
  block: number;
  paragraph: number;
  line: number;
}

/** Words from tesseract's TSV output (level 5 rows); empty words and non-text boxes are dropped. */
export function parseTsvWords(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const f = row.split('\t');
    if (f.length < 12 || f[0] !== '5') continue;
    const text = f.slice(11).join('\t').trim();
    if (text === '') continue;
    const [block, paragraph, line, left, top, width, height] = [2, 3, 4, 6, 7, 8, 9].map((i) => Number(f[i]));
    words.push({
      text,
      block: block!,
      paragraph: paragraph!,
      line: line!,
      left: left!,
      top: top!,
      width: width!,
      height: height!,
    });
  }
  return words;
}

/** A run of words of one OCR line with no wide gap inside. */
interface Segment {
  words: Pick<OcrWord, 'text'>[];
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Where a PDF text run sits on its line (its baseline), which rows are matched on instead of the centre. */
  baseline?: number;
}

/** A gap wider than this many line heights separates cells (table columns, a box beside a block). */
const CELL_GAP = 2;

function segmentOf(words: OcrWord[]): Segment {
  return {
    words,
    left: Math.min(...words.map((w) => w.left)),
    right: Math.max(...words.map((w) => w.left + w.width)),
    top: Math.min(...words.map((w) => w.top)),
    bottom: Math.max(...words.map((w) => w.top + w.height)),
  };
}

/** Median of the word heights: the height of the body text, robust to a few tall or merged boxes. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * OCR lines cut at wide gaps: tesseract sometimes runs a line across a gutter into the box beside it,
 * which must become two cells rather than one line of mixed text.
 */
function segments(words: OcrWord[]): Segment[] {
  const lines = new Map<string, OcrWord[]>();
  for (const w of words) {
    const key = `${w.block}.${w.paragraph}.${w.line}`;
    const line = lines.get(key);
    if (line) line.push(w);
    else lines.set(key, [w]);
  }
  const out: Segment[] = [];
  for (const line of lines.values()) {
    line.sort((a, b) => a.left - b.left);
    const height = median(line.map((w) => w.height));
    let run: OcrWord[] = [];
    for (const w of line) {
      const last = run.at(-1);
      if (last && w.left - (last.left + last.width) > height * CELL_GAP) {
        out.push(segmentOf(run));
        run = [];
      }
      run.push(w);
    }
    if (run.length) out.push(segmentOf(run));
  }
  return out;
}

interface Row {
  centre: number;
  height: number;
  segs: Segment[];
}

/**
 * Segments whose vertical centres (baselines for a PDF's text runs) lie within half a line height of each
 * other share a row.
 */
function rowsOf(segs: Segment[]): Row[] {
  const anchor = (seg: Segment) => seg.baseline ?? (seg.top + seg.bottom) / 2;
  const sorted = [...segs].sort((a, b) => anchor(a) - anchor(b));
  const rows: Row[] = [];
  for (const seg of sorted) {
    const centre = anchor(seg);
    const height = seg.bottom - seg.top;
    const row = rows.find(
      (r) =>
        Math.abs(r.centre - centre) < Math.max(seg.baseline === undefined ? 0 : 2, Math.min(r.height, height) * 0.5),
    );
    if (row) row.segs.push(seg);
    else rows.push({ centre, height, segs: [seg] });
  }
  rows.sort((a, b) => a.centre - b.centre);
  for (const row of rows) row.segs.sort((a, b) => a.left - b.left);
  return rows;
}

type Interval = [number, number];

/** The parts of `free` that no segment of the row covers and that are at least `min` wide. */
function subtract(free: Interval[], row: Row, min: number): Interval[] {
  let out = free;
  for (const seg of row.segs) {
    out = out.flatMap(([a, b]): Interval[] => {
      if (seg.right <= a || seg.left >= b) return [[a, b]];
      const parts: Interval[] = [];
      if (seg.left - a >= min) parts.push([a, seg.left]);
      if (b - seg.right >= min) parts.push([seg.right, b]);
      return parts;
    });
  }
  return out;
}

/**
 * Runs of rows that share a vertical gutter (an empty strip with text on both sides), with the x positions
 * of their gutters; rows crossed by a line of text running across the page end a run.
 */
function bands(rows: Row[], gap: number): { rows: Row[]; gutters: number[] }[] {
  const pageLeft = Math.min(...rows.flatMap((r) => r.segs.map((s) => s.left)));
  const pageRight = Math.max(...rows.flatMap((r) => r.segs.map((s) => s.right)));
  const out: { rows: Row[]; gutters: number[] }[] = [];
  let i = 0;
  while (i < rows.length) {
    let free = subtract([[pageLeft, pageRight]], rows[i]!, gap);
    let j = i + 1;
    while (j < rows.length) {
      const next = subtract(free, rows[j]!, gap);
      if (!next.some((g) => sidesFilled(rows.slice(i, j + 1), g))) break;
      free = next;
      j++;
    }
    const band = rows.slice(i, j);
    const gutters = free.filter((g) => sidesFilled(band, g)).map(([a, b]) => (a + b) / 2);
    out.push({ rows: band, gutters });
    i = j;
  }
  return out;
}

/** Whether the rows hold text on both sides of the strip. */
function sidesFilled(rows: Row[], [a, b]: Interval): boolean {
  const segs = rows.flatMap((r) => r.segs);
  return segs.some((s) => s.right <= a) && segs.some((s) => s.left >= b);
}

/**
 * The rows where the columns of a band run side by side, when there they are separate blocks rather than
 * the cells of a table; null otherwise. Only those rows count (a heading over one column or a footnote
 * under it says nothing): there, few rows hold text in more than one column, and a row of one column falls
 * between rows of another (a side box whose lines sit between the lines of the recipient block on a photo,
 * where the two never share a baseline). A single line in a column (a date or a page number at the right
 * margin) keeps its place.
 */
function separateColumns(
  rows: Row[],
  columnOf: (s: Segment) => number,
  columns: number,
): { from: number; to: number } | null {
  const touched = rows.map((r) => new Set(r.segs.map(columnOf)));
  const spans = Array.from({ length: columns }, (_, c) => {
    const inColumn = touched.flatMap((t, i) => (t.has(c) ? [i] : []));
    return { first: inColumn[0] ?? -1, last: inColumn.at(-1) ?? -1, count: inColumn.length };
  }).filter((span) => span.count >= 2);
  if (spans.length < 2) return null;
  const from = Math.max(...spans.map((span) => span.first));
  const to = Math.min(...spans.map((span) => span.last));
  if (to <= from) return null;
  const side = touched.slice(from, to + 1);
  if (side.filter((t) => t.size > 1).length * 2 > side.length) return null;
  for (let c = 0; c < columns; c++) {
    const inColumn = side.flatMap((t, i) => (t.has(c) ? [i] : []));
    for (let i = (inColumn[0] ?? 0) + 1; i < (inColumn.at(-1) ?? 0); i++) if (!side[i]!.has(c)) return { from, to };
  }
  return null;
}

/** Runs closer than this many line heights are one word split by the PDF producer. */
const TOUCHING = 0.15;

function rowText(segs: Segment[], height: number): string {
  let line = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const seg of segs) {
    const gap = seg.left - end;
    if (line !== '')
      line += gap > height * CELL_GAP ? '   ' : seg.baseline !== undefined && gap <= height * TOUCHING ? '' : ' ';
    line += seg.words.map((w) => w.text).join(' ');
    end = seg.right;
  }
  return line;
}

/**
 * The page as text rows, as a PDF text layer gives it: segments that share a row are written left to
 * right, cells more than two line heights apart separated by three spaces. Where a vertical gutter splits
 * a run of rows into columns that are separate blocks (not a table), each column is written in turn, top
 * to bottom, so that a side box never lands inside the recipient block; elsewhere a row with nothing in
 * the first column starts with an empty cell.
 */
export function layoutText(words: OcrWord[]): string {
  if (words.length === 0) return '';
  return layoutSegments(segments(words), median(words.map((w) => w.height)) * CELL_GAP).join('\n');
}

/** A run of text of a PDF text layer, in page coordinates with y growing downwards. */
export interface TextRun {
  text: string;
  left: number;
  width: number;
  /** The baseline's y. */
  baseline: number;
  height: number;
}

/**
 * The same rows and columns for a PDF text layer, whose runs already have their positions: a text layer
 * interleaves the lines of a box beside the recipient block whenever their baselines differ.
 */
export function layoutTextRuns(runs: TextRun[]): string[] {
  if (runs.length === 0) return [];
  const segs = runs.map((r) => ({
    words: [{ text: r.text }],
    left: r.left,
    right: r.left + r.width,
    top: r.baseline - r.height,
    bottom: r.baseline,
    baseline: r.baseline,
  }));
  return layoutSegments(segs, median(runs.map((r) => r.height)) * CELL_GAP).map((l) => l.replace(/[ \t]+$/, ''));
}

function layoutSegments(segs: Segment[], gap: number): string[] {
  const lines: string[] = [];
  for (const band of bands(rowsOf(segs), gap)) {
    const columnOf = (s: Segment) => band.gutters.filter((g) => g < (s.left + s.right) / 2).length;
    const side = band.gutters.length > 0 ? separateColumns(band.rows, columnOf, band.gutters.length + 1) : null;
    // A row with nothing in the first column starts with an empty cell, so that its text keeps the column
    // of the rows above and below it (the rest of an address window on the right, under rows shared with
    // a box on the left). Not where the columns are written one after the other.
    const leftUsed = !side && band.rows.some((r) => r.segs.some((s) => columnOf(s) === 0));
    const write = (row: Row) =>
      lines.push((leftUsed && columnOf(row.segs[0]!) > 0 ? '   ' : '') + rowText(row.segs, row.height));
    if (!side) {
      band.rows.forEach(write);
      continue;
    }
    band.rows.slice(0, side.from).forEach(write);
    const zone = band.rows.slice(side.from, side.to + 1);
    for (let c = 0; c <= band.gutters.length; c++) {
      for (const row of zone) {
        const inColumn = row.segs.filter((s) => columnOf(s) === c);
        if (inColumn.length) lines.push(rowText(inColumn, row.height));
      }
    }
    band.rows.slice(side.to + 1).forEach(write);
  }
  return lines;
}
