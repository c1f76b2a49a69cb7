import { describe, expect, it } from 'vitest';
import { allRules, getProvider, listMissions, listProviders, listSources, missionsForCountry } from './case-data.ts';

const NOW = new Date().toISOString().slice(0, 10);
const CURRENCY = { US: 'USD', UK: 'GBP', CA: 'CAD', AU: 'AUD', DE: 'EUR', SG: 'SGD', UAE: 'AED' } as const;
const PROVIDER = {
  US: 'VFS Global',
  UK: 'VFS Global',
  AU: 'VFS Global',
  CA: 'BLS International',
  SG: 'BLS International',
  UAE: 'BLS International',
  DE: 'Alankit',
} as const;

describe('missions data', () => {
  it('lists every embassy, high commission and consulate general read for the seven countries', () => {
    const byCountry = Object.fromEntries(
      Object.keys(CURRENCY).map((c) => [c, missionsForCountry(c).map((m) => m.city)]),
    );
    expect(byCountry).toEqual({
      US: [
        'Washington DC',
        'New York',
        'San Francisco',
        'Chicago',
        'Houston',
        'Atlanta',
        'Seattle',
        'Los Angeles',
        'Boston',
      ],
      UK: ['London', 'Birmingham', 'Edinburgh', 'Manchester', 'Belfast'],
      CA: ['Ottawa', 'Toronto', 'Vancouver'],
      AU: ['Canberra', 'Sydney', 'Melbourne', 'Perth', 'Brisbane'],
      DE: ['Berlin', 'Frankfurt', 'Munich', 'Hamburg'],
      SG: ['Singapore'],
      UAE: ['Abu Dhabi', 'Dubai'],
    });
    expect(listMissions()).toHaveLength(29);
  });

  it("gives each mission its country's currency and provider, and a plausible print size", () => {
    for (const m of listMissions()) {
      expect(m.currency, m.id).toBe(CURRENCY[m.country]);
      expect(getProvider(m.provider).name, m.id).toBe(PROVIDER[m.country]);
      for (const mm of [m.photoPrint.widthMm, m.photoPrint.heightMm]) expect(mm).toBeGreaterThanOrEqual(30);
      expect(m.photoPrint.widthMm).toBeLessThanOrEqual(m.photoPrint.heightMm);
      expect(m.checkedOn <= NOW, m.id).toBe(true);
    }
  });

  it('names a provider website for every provider', () => {
    for (const p of listProviders()) expect(p.website).toMatch(/^https:\/\//);
  });
});

describe('rules data', () => {
  it('carries a stable id, a source and a checked-on date that is not in the future', () => {
    const ids = allRules().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of allRules()) expect(r.checkedOn <= NOW, r.id).toBe(true);
  });

  it('says why wherever the mission must confirm', () => {
    for (const r of allRules().filter((x) => x.confirmWithMission)) {
      expect(Boolean(r.note) || (r.alsoSeen?.length ?? 0) > 0, r.id).toBe(true);
    }
  });

  it("dates a rule resting only on DOMAIN.md with DOMAIN.md's date", () => {
    const sources = new Map(listSources().map((s) => [s.id, s.source]));
    for (const r of allRules()) {
      const s = sources.get(r.source);
      if (s?.note?.startsWith('Cited in the team brief')) expect(r.checkedOn, r.id).toBe('2026-11-01');
      if (s?.kind === 'brief') expect(r.checkedOn, r.id).toBe('2025-11-01');
    }
  });

  it('never invents a figure: a fee without an amount explains itself', () => {
    for (const r of allRules()) {
      if (r.kind === 'fee' && r.value.amount === null) expect(r.value.note ?? r.note, r.id).toBeTruthy();
    }
  });
});

describe('sources', () => {
  it('are each used by a rule, a mission or a provider', () => {
    const used = new Set<string>();
    for (const r of allRules()) for (const s of [r.source, ...(r.alsoSeen ?? [])]) used.add(s);
    for (const m of listMissions()) {
      for (const s of [...m.sources, m.jurisdictionSource, m.photoPrint.source, ...(m.photoPrint.alsoSeen ?? [])])
        used.add(s);
      if (m.providerCentre.source) used.add(m.providerCentre.source);
    }
    for (const p of listProviders()) for (const s of [p.source, ...(p.alsoSeen ?? [])]) used.add(s);
    expect(
      listSources()
        .filter((s) => !used.has(s.id))
        .map((s) => s.id),
    ).toEqual([]);
  });

  it('give a URL, or say why there is none', () => {
    for (const { id, source } of listSources()) expect(source.url !== null || Boolean(source.note), id).toBe(true);
  });
});
