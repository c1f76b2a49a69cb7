/**
 * The facts every case shares (photo rules, the passport's MRZ, why files are put on hold, the spec's timeline
 * surcharges): rules of kind 'fact' in rules.json, each typed here. Everything domain/facts.ts held is reachable
 * through getFact, with its source and checked-on date.
 */
import { z } from 'zod';
import { getRule } from './case-data.ts';
import { ruleRef, type RuleRef } from './rule-ref.ts';

const range = z.strictObject({ min: z.number(), max: z.number() });
const surcharge = z.strictObject({ label: z.string(), surchargeInr: z.number(), feeNote: z.string() });

export const FACT_SCHEMAS = {
  'photo.digital': z.strictObject({
    widthPx: z.number(),
    heightPx: z.number(),
    colour: z.boolean(),
    background: z.string(),
  }),
  'photo.head-height-ratio': range,
  'photo.head-height-inches': range.extend({ mmMin: z.number(), mmMax: z.number() }),
  'photo.eye-line-inches': range,
  'photo.min-dpi': z.number(),
  'photo.max-age-months': z.number(),
  'photo.print-sizes': z.array(
    z.strictObject({
      id: z.string(),
      label: z.string(),
      widthMm: z.number(),
      heightMm: z.number(),
      usedFor: z.string(),
    }),
  ),
  'photo.rules': z.array(z.string()),
  'photo.icao-since': z.strictObject({ date: z.string(), text: z.string() }),
  'address-proof.max-age-months': z.number(),
  'delay-affidavit': z.strictObject({ afterDays: z.number(), someCentresAfterDays: z.number() }),
  'passport.format': z.strictObject({
    mrzFormat: z.string(),
    mrzLines: z.number(),
    mrzLineLength: z.number(),
    documentType: z.string(),
    issuingState: z.string(),
    nationality: z.string(),
    numberPattern: z.string(),
    numberDescription: z.string(),
    checkDigitsCover: z.array(z.string()),
    namesHaveCheckDigit: z.boolean(),
  }),
  'hold-reasons': z.array(z.strictObject({ id: z.string(), text: z.string() })),
  'programme.gpsp': z.strictObject({ since: z.string(), text: z.string() }),
  'spec.timeline-surcharges': z.strictObject({ normal: surcharge, fast: surcharge, urgent: surcharge }),
  'spec.consulate-normal-note': z.string(),
} as const;

export type FactId = keyof typeof FACT_SCHEMAS;
export type FactValue<K extends FactId> = z.infer<(typeof FACT_SCHEMAS)[K]>;

const parsed = new Map<FactId, unknown>();
const baseRules = new Map<FactId, unknown>();
for (const factId of Object.keys(FACT_SCHEMAS) as FactId[]) {
  const rule = getRule(`fact.${factId}`);
  if (!rule || rule.kind !== 'fact') throw new Error(`rules.json has no fact rule fact.${factId}`);
  parsed.set(factId, FACT_SCHEMAS[factId].parse(rule.value));
  baseRules.set(factId, rule);
}

/** A shared fact's value with its source; `today` decides whether it reads as stale. */
export function getFact<K extends FactId>(factId: K, today: string): { value: FactValue<K>; ref: RuleRef } {
  const rule = getRule(`fact.${factId}`);
  if (!rule) throw new Error(`Unknown fact ${factId}`);
  // A value staff edited (overrides.ts) is parsed here; the shipped one was parsed at start-up.
  const value = rule === baseRules.get(factId) ? parsed.get(factId) : FACT_SCHEMAS[factId].parse(rule.value);
  return { value: value as FactValue<K>, ref: ruleRef(rule.id, rule, today) };
}

/** The Indian passport number pattern, compiled from the data (a JSON file cannot hold a RegExp). */
export function passportNumberPattern(): RegExp {
  return new RegExp((parsed.get('passport.format') as FactValue<'passport.format'>).numberPattern);
}
