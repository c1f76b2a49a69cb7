import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { toWinAnsi } from './win-ansi.ts';

/** A4 in points, with the margins used throughout. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48, footer: 36 } as const;
export const COLORS = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.4, 0.42, 0.46),
  rule: rgb(0.75, 0.77, 0.8),
  band: rgb(0.93, 0.95, 0.97),
  accent: rgb(0.05, 0.27, 0.55),
  green: rgb(0.1, 0.5, 0.2),
  red: rgb(0.7, 0.12, 0.12),
  amber: rgb(0.65, 0.45, 0.0),
} as const;

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** Breaks text into lines no wider than maxWidth; explicit line breaks are kept, long words are split. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  for (const paragraph of text.split(/\r?\n/)) {
    const words = toWinAnsi(paragraph)
      .text.split(/ +/)
      .filter((w) => w !== '');
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (let word of words) {
      while (width(word) > maxWidth) {
        // A word longer than the line: fill what fits, continue on the next line.
        if (line) {
          lines.push(line);
          line = '';
        }
        let cut = word.length - 1;
        while (cut > 1 && width(word.slice(0, cut)) > maxWidth) cut--;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A top-down cursor over pages: content flows onto a new page when it would cross the footer. */
export class Flow {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.margin;
  }

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  private addPage(): PDFPage {
    return this.doc.addPage([PAGE.width, PAGE.height]);
  }

  /** Starts a new page if fewer than `height` points remain above the footer. */
  ensure(height: number): void {
    if (this.y - height < PAGE.margin + PAGE.footer) {
      this.page = this.addPage();
      this.y = PAGE.height - PAGE.margin;
    }
  }

  text(s: string, x: number, y: number, opts: { size?: number; bold?: boolean; color?: RGB } = {}): void {
    this.page.drawText(toWinAnsi(s).text, {
      x,
      y,
      size: opts.size ?? 10,
      font: opts.bold ? this.fonts.bold : this.fonts.regular,
      color: opts.color ?? COLORS.text,
    });
  }

  /** Wrapped paragraph at the cursor, flowing across pages line by line. */
  paragraph(
    s: string,
    opts: { x?: number; width?: number; size?: number; bold?: boolean; color?: RGB; gap?: number } = {},
  ): void {
    const size = opts.size ?? 10;
    const x = opts.x ?? PAGE.margin;
    const lineHeight = size * 1.35;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapText(s, font, size, opts.width ?? this.contentWidth)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(line, x, this.y + size * 0.3, { size, bold: opts.bold ?? false, color: opts.color ?? COLORS.text });
    }
    this.y -= opts.gap ?? 0;
  }

  heading(s: string): void {
    this.ensure(48);
    this.y -= 14;
    this.page.drawRectangle({
      x: PAGE.margin,
      y: this.y - 18,
      width: this.contentWidth,
      height: 18,
      color: COLORS.band,
    });
    this.text(s, PAGE.margin + 6, this.y - 13, { size: 11, bold: true, color: COLORS.accent });
    this.y -= 24;
  }

  /** Label / value row; the value wraps within its column and may continue on the next page. */
  field(
    label: string,
    value: string | null | undefined,
    opts: { labelWidth?: number; x?: number; width?: number; secondary?: string | undefined } = {},
  ): void {
    const x = opts.x ?? PAGE.margin;
    const labelWidth = opts.labelWidth ?? 160;
    const width = opts.width ?? this.contentWidth;
    const size = 10;
    const lineHeight = size * 1.35;
    const shown = value && value.trim() !== '' ? value : 'Not provided';
    const lines = wrapText(shown, this.fonts.regular, size, width - labelWidth - 4);
    this.ensure(lineHeight * Math.min(lines.length, 3) + 6);
    this.text(label, x, this.y - lineHeight + size * 0.3, { size: 9, bold: true, color: COLORS.muted });
    lines.forEach((line, i) => {
      if (i > 0) this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(line, x + labelWidth, this.y + size * 0.3, { size, color: value ? COLORS.text : COLORS.muted });
    });
    // A quieter line under the value (a check's "How we measured"): smaller and grey.
    if (opts.secondary) {
      const small = 7.5;
      for (const line of wrapText(opts.secondary, this.fonts.regular, small, width - labelWidth - 4)) {
        this.ensure(small * 1.35);
        this.y -= small * 1.35;
        this.text(line, x + labelWidth, this.y + small * 0.3, { size: small, color: COLORS.muted });
      }
    }
    this.y -= 4;
    this.page.drawLine({
      start: { x, y: this.y + 1 },
      end: { x: x + width, y: this.y + 1 },
      thickness: 0.4,
      color: COLORS.rule,
    });
  }
}
