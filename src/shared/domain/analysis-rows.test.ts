import { describe, expect, it } from 'vitest';
import { analysisRows } from './analysis-rows.ts';

describe('analysisRows', () => {
  it('shows measured checks as Pass/Fail with what was measured, and skips drawing aids', () => {
    const rows = analysisRows({
      kind: 'photo',
      checks: { backgroundLight: false },
      measurements: {
        backgroundLight: { passed: false, value: 'brightness 59%', threshold: 'at least 80%' },
        noGlasses: { passed: true, value: 'no frame', threshold: '' },
      },
      face: { box: { x: 0.1 } },
      score: 62,
      isCompliant: false,
      issues: ['Background too dark', 'Shadow'],
    });
    expect(rows).toEqual([
      {
        key: 'measurements.backgroundLight',
        label: 'Plain white background',
        value: 'Fail',
        passed: false,
        detail: 'brightness 59%, required at least 80%',
      },
      { key: 'measurements.noGlasses', label: 'No glasses', value: 'Pass', passed: true, detail: 'no frame' },
      { key: 'score', label: 'Score', value: '62' },
      { key: 'isCompliant', label: 'Is compliant', value: 'Fail', passed: false },
      { key: 'issues', label: 'Issues', value: 'Background too dark; Shadow' },
    ]);
  });

  it('flattens nested values under their path and leaves out nulls', () => {
    expect(analysisRows({ extractedData: { name: 'ASHA RAO', date: null }, ageDays: 12 })).toEqual([
      { key: 'extractedData.name', label: 'Name', value: 'ASHA RAO' },
      { key: 'ageDays', label: 'Age days', value: '12' },
    ]);
  });

  it('has no rows for a missing analysis', () => {
    expect(analysisRows(null)).toEqual([]);
    expect(analysisRows('text')).toEqual([]);
  });
});
