import { PHOTO_CHECK_LABELS } from '../schemas/photo-analysis.ts';
// One table of checks for the report the server writes and the report dialog the client shows.

export interface AnalysisRow {
  readonly key: string;
  readonly label: string;
  /** 'Pass' / 'Fail' for booleans and measured checks, the value as text otherwise. */
  readonly value: string;
  readonly passed?: boolean;
  /** What was measured and the rule it was held against, for measured checks. */
  readonly detail?: string;
}

// Drawing aids and bookkeeping, not findings a reader can act on.
const SKIPPED = new Set(['kind', 'checks', 'face', 'guide', 'image', 'box']);

const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

function labelFor(key: string): string {
  return (PHOTO_CHECK_LABELS as Record<string, string>)[key] ?? humanize(key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A measured check ({passed, value, threshold}) as one Pass/Fail row with what was measured. */
function measurementRow(key: string, m: Record<string, unknown>): AnalysisRow {
  const passed = m.passed === true;
  const measured = [m.value, m.threshold ? `required ${String(m.threshold)}` : null].filter(Boolean).join(', ');
  const label = labelFor(key.split('.').pop() ?? key);
  return { key, label, value: passed ? 'Pass' : 'Fail', passed, ...(measured ? { detail: measured } : {}) };
}

/**
 * A document's aiAnalysis as key/value rows (docs/product.md §4): booleans as Pass or Fail, other values as text,
 * measured checks with their value and threshold, nested objects flattened under their parent's label.
 */
export function analysisRows(analysis: unknown, prefix = ''): AnalysisRow[] {
  if (!isRecord(analysis)) return [];
  const rows: AnalysisRow[] = [];
  for (const [key, value] of Object.entries(analysis)) {
    if (SKIPPED.has(key) || value === null || value === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === 'measurements' && isRecord(value)) {
      for (const [name, m] of Object.entries(value)) if (isRecord(m)) rows.push(measurementRow(`${path}.${name}`, m));
    } else if (typeof value === 'boolean') {
      rows.push({ key: path, label: labelFor(key), value: value ? 'Pass' : 'Fail', passed: value });
    } else if (typeof value === 'number' || typeof value === 'string') {
      rows.push({ key: path, label: labelFor(key), value: String(value) });
    } else if (Array.isArray(value)) {
      const text = value.filter((v) => typeof v === 'string' || typeof v === 'number').join('; ');
      if (text) rows.push({ key: path, label: labelFor(key), value: text });
    } else if (isRecord(value)) {
      rows.push(...analysisRows(value, path));
    }
  }
  return rows;
}
