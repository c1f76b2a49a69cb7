import { describe, expect, it } from 'vitest';
import { layoutText, layoutTextRuns, parseTsvWords, type OcrWord, type TextRun } from './page-layout.ts';

/** Words of one OCR line starting at (left, top), 20 px high, each word 12 px per letter plus a space. */
function line(text: string, left: number, top: number, block: number, lineNo = 1): OcrWord[] {
  const words: OcrWord[] = [];
  let x = left;
  for (const w of text.split(' ')) {
    words.push({ text: w, left: x, top, width: w.length * 12, height: 20, block, paragraph: 1, line: lineNo });
    x += w.length * 12 + 10;
  }
  return words;
}

describe('parseTsvWords', () => {
  it('keeps word rows with their boxes and drops empty and non-word rows', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t10\t20\t300\t22\t-1\t',
      '5\t1\t1\t1\t1\t1\t10\t20\t80\t22\t95.1\tInvoice',
      '5\t1\t1\t1\t1\t2\t100\t20\t10\t22\t90\t ',
    ].join('\n');
    expect(parseTsvWords(tsv)).toEqual([
      { text: 'Invoice', left: 10, top: 20, width: 80, height: 22, block: 1, paragraph: 1, line: 1 },
    ]);
  });
});

describe('layoutText', () => {
  it('puts blocks read one after the other back into page rows, far cells three spaces apart', () => {
    // Tesseract returned the right-hand box as its own block after the recipient block.
    const words = [
      ...line('Anita Rao', 100, 100, 1, 1),
      ...line('12 High Street', 100, 130, 1, 2),
      ...line('Bill date 6 May 2025', 900, 101, 2, 1),
      ...line('Account 4411', 900, 131, 2, 2),
    ];
    expect(layoutText(words)).toBe('Anita Rao   Bill date 6 May 2025\n12 High Street   Account 4411');
  });

  it('cuts an OCR line that runs across a wide gap into two cells', () => {
    const words = [...line('Customer name', 100, 100, 1), ...line('Ravi Kumar', 600, 100, 1)];
    expect(layoutText(words)).toBe('Customer name   Ravi Kumar');
  });

  it('writes a side box after the recipient block when their lines never share a row', () => {
    // A phone photo: the box's lines sit half a line below the block's, so the rows alternate.
    const words = [
      ...line('Ms Lakshmi', 100, 100, 1, 1),
      ...line('Bill Date 06 May 2025', 600, 100, 2, 1),
      ...line('Blk 456 Jurong West St 41', 100, 130, 1, 2),
      ...line('Account No 1223', 600, 145, 2, 2),
      ...line('#12-345', 100, 160, 1, 3),
      ...line('Bill Period 01 Apr 2025', 600, 175, 2, 3),
      ...line('Singapore 640456', 100, 190, 1, 4),
      ...line('Payment Due 27 May 2025', 600, 205, 2, 4),
      ...line('Total amount due across the whole page width of the bill', 100, 260, 3, 1),
    ];
    expect(layoutText(words).split('\n')).toEqual([
      'Ms Lakshmi',
      'Blk 456 Jurong West St 41',
      '#12-345',
      'Singapore 640456',
      'Bill Date 06 May 2025',
      'Account No 1223',
      'Bill Period 01 Apr 2025',
      'Payment Due 27 May 2025',
      'Total amount due across the whole page width of the bill',
    ]);
  });

  it('keeps a lone line at the right margin in its place (a letter date over the recipient block)', () => {
    const words = [
      ...line('City Revenue Office', 100, 60, 1, 1),
      ...line('26 May 2025', 900, 100, 2, 1),
      ...line('Ms Kavya Reddy', 100, 130, 3, 1),
      ...line('Apartment 14', 100, 160, 3, 2),
      ...line('Dublin 6', 100, 190, 3, 3),
    ];
    expect(layoutText(words).split('\n')).toEqual([
      'City Revenue Office',
      '   26 May 2025',
      'Ms Kavya Reddy',
      'Apartment 14',
      'Dublin 6',
    ]);
  });

  it('keeps a table of labels and values row by row', () => {
    const words = [
      ...line('Bill date', 100, 100, 1, 1),
      ...line('Account', 100, 130, 1, 2),
      ...line('Amount due', 100, 160, 1, 3),
      ...line('6 May 2025', 600, 100, 2, 1),
      ...line('4411 2290', 600, 130, 2, 2),
      ...line('AED 120.00', 600, 160, 2, 3),
    ];
    expect(layoutText(words).split('\n')).toEqual([
      'Bill date   6 May 2025',
      'Account   4411 2290',
      'Amount due   AED 120.00',
    ]);
  });

  it('writes the side box after the rows where it runs beside the block, not after the whole page', () => {
    const words = [
      ...line('Kowhai Power', 100, 40, 1, 1),
      ...line('Ms Asha Pillai', 100, 100, 2, 1),
      ...line('Date issued', 700, 100, 3, 1),
      ...line('4 Rata Street', 100, 130, 2, 2),
      ...line('10/05/2025', 700, 145, 3, 2),
      ...line('Auckland 1024', 100, 160, 2, 3),
      ...line('Customer 4002', 700, 175, 3, 3),
      ...line('Electricity', 100, 220, 4, 1),
      ...line('Due by 24/05/2025', 100, 250, 4, 2),
    ];
    expect(layoutText(words).split('\n')).toEqual([
      'Kowhai Power',
      'Ms Asha Pillai',
      '4 Rata Street',
      'Auckland 1024',
      'Date issued',
      '10/05/2025',
      'Customer 4002',
      'Electricity',
      'Due by 24/05/2025',
    ]);
  });
});

describe('layoutTextRuns (PDF text layer)', () => {
  /** A run of 6 pt wide characters, 10 pt high, on the given baseline. */
  const run = (text: string, left: number, baseline: number): TextRun => ({
    text,
    left,
    width: text.length * 6,
    baseline,
    height: 10,
  });

  it('joins runs on one baseline, far ones as cells, touching ones as one word', () => {
    expect(
      layoutTextRuns([
        run('Bill date:', 50, 100),
        run('6 May 2025', 300, 100.5),
        run('Acc', 50, 120),
        run('ount', 68, 120),
      ]),
    ).toEqual(['Bill date:   6 May 2025', 'Account']);
  });

  it("writes a side box whose baselines fall between the recipient block's after the block", () => {
    const runs = [
      run('Kundennummer: 4411 2290', 50, 100),
      run('Herrn Vikram Rao', 350, 106),
      run('Rechnungsdatum: 03.06.2025', 50, 114),
      run('Lindenweg 4', 350, 120),
      run('Vertragskonto: 7788 1100', 50, 128),
      run('12345 Musterstadt', 350, 134),
      run('Ihre Stromrechnung für Mai 2025 mit dem Verbrauch in kWh und dem Abschlag', 50, 170),
    ];
    expect(layoutTextRuns(runs)).toEqual([
      'Kundennummer: 4411 2290',
      'Rechnungsdatum: 03.06.2025',
      'Vertragskonto: 7788 1100',
      'Herrn Vikram Rao',
      'Lindenweg 4',
      '12345 Musterstadt',
      'Ihre Stromrechnung für Mai 2025 mit dem Verbrauch in kWh und dem Abschlag',
    ]);
  });

  it('starts a row with nothing in the first column with an empty cell (an address window on the right)', () => {
    const runs = [
      run('Gemeinde Musterstadt - Steueramt', 50, 40),
      run('Kassenzeichen: 4411 2290', 50, 100),
      run('Herrn Vikram Rao', 350, 100),
      run('Datum: 15.01.2025', 50, 114),
      run('Lindenweg 4', 350, 114),
      run('12345 Musterstadt', 350, 128),
      run('Grundsteuerbescheid für das Kalenderjahr 2025 über den Grundbesitz in der Gemeinde', 50, 170),
    ];
    expect(layoutTextRuns(runs)).toEqual([
      'Gemeinde Musterstadt - Steueramt',
      'Kassenzeichen: 4411 2290   Herrn Vikram Rao',
      'Datum: 15.01.2025   Lindenweg 4',
      '   12345 Musterstadt',
      'Grundsteuerbescheid für das Kalenderjahr 2025 über den Grundbesitz in der Gemeinde',
    ]);
  });
});
