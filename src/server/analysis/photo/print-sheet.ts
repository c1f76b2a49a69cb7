/** Print sizes and sheets at 300 DPI: pure arithmetic, shared by the photo fixer and the routes that name sizes. */
import type { PaperSize } from '#shared/schemas/photo-analysis.ts';

/** A print size as the case rules give it (src/shared/case: the mission's photo print). */
export interface PrintSpec {
  readonly widthMm: number;
  readonly heightMm: number;
  readonly label: string;
}
export type { PaperSize } from '#shared/schemas/photo-analysis.ts';

export const DPI = 300;
const MM_PER_IN = 25.4;
const mmToPx = (mm: number) => Math.round((mm / MM_PER_IN) * DPI);

/** The paper the sheet is printed on, upright, at 300 DPI: 4 x 6 in photo paper and A6 (105 x 148 mm). */
export const PAPERS: Readonly<Record<PaperSize, { label: string; width: number; height: number }>> = {
  '4x6': { label: '4 x 6 in', width: 4 * DPI, height: 6 * DPI },
  a6: { label: 'A6', width: mmToPx(105), height: mmToPx(148) },
};
/** Room between prints for the scissors, when it costs no print. */
const GAP = 24;

/**
 * A print's size in pixels at 300 DPI. A size the mission states in inches ("2 x 2 in", stored as 51 mm) is
 * printed in inches: 600 px, not the 602 px of the rounded 51 mm.
 */
export function printPixels(print: PrintSpec): { width: number; height: number } {
  const inches = /(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*in\b/.exec(print.label);
  if (inches) {
    const w = Number(inches[1]) * MM_PER_IN,
      h = Number(inches[2]) * MM_PER_IN;
    // Only when the inch figure is the same size as the millimetres (a label cannot change the size).
    if (Math.abs(w - print.widthMm) <= 0.5 && Math.abs(h - print.heightMm) <= 0.5) {
      return { width: Math.round(Number(inches[1]) * DPI), height: Math.round(Number(inches[2]) * DPI) };
    }
  }
  return { width: mmToPx(print.widthMm), height: mmToPx(print.heightMm) };
}

/** Where the prints sit on the paper: as many as fit, with a gap between them when the gap costs no print. */
export function sheetLayout(
  print: { width: number; height: number },
  paper: PaperSize,
): { width: number; height: number; spots: { left: number; top: number }[] } {
  const sheet = PAPERS[paper];
  const fit = (gap: number) => ({
    gap,
    cols: Math.floor((sheet.width + gap) / (print.width + gap)),
    rows: Math.floor((sheet.height + gap) / (print.height + gap)),
  });
  const tight = fit(0);
  const spaced = fit(GAP);
  const { gap, cols, rows } = spaced.cols * spaced.rows >= tight.cols * tight.rows ? spaced : tight;
  if (cols < 1 || rows < 1)
    throw new Error(`A ${print.width} x ${print.height} px print does not fit on ${sheet.label}`);
  const x0 = Math.floor((sheet.width - cols * print.width - (cols - 1) * gap) / 2);
  const y0 = Math.floor((sheet.height - rows * print.height - (rows - 1) * gap) / 2);
  const spots: { left: number; top: number }[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      spots.push({ left: x0 + c * (print.width + gap), top: y0 + r * (print.height + gap) });
  return { width: sheet.width, height: sheet.height, spots };
}
