// The README's table of environment variables, written from SETTINGS (`npm run config:readme`); the unit
// test fails when README.md holds anything else between the markers.
import { SETTINGS, type Setting } from './settings.ts';

export const TABLE_START = '<!-- config:start -->';
export const TABLE_END = '<!-- config:end -->';

/** The Markdown table, padded the way Prettier pads one so `prettier --check` leaves it alone. */
export function settingsTable(settings: Record<string, Setting> = SETTINGS): string {
  const rows = [
    ['Variable', 'Default', 'Meaning'],
    ...Object.entries(settings).map(([name, { shown, doc }]) => [`\`${name}\``, shown, doc].map(escapeCell)),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(3, ...rows.map((row) => width(row[column] ?? ''))));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell + ' '.repeat(widths[i]! - width(cell))).join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** README.md with the text between the markers replaced by the table. */
export function withSettingsTable(readme: string, table = settingsTable()): string {
  const { start, end } = tablePlace(readme);
  return `${readme.slice(0, start)}\n\n${table}\n\n${readme.slice(end)}`;
}

/** The table README.md holds now, between the markers. */
export function currentSettingsTable(readme: string): string {
  const { start, end } = tablePlace(readme);
  return readme.slice(start, end).trim();
}

function tablePlace(readme: string): { start: number; end: number } {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md needs ${TABLE_START} and ${TABLE_END} around the table`);
  return { start: start + TABLE_START.length, end };
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** Columns are counted in code points: the table's text is narrow Latin and punctuation (…, —). */
const width = (text: string) => [...text].length;
