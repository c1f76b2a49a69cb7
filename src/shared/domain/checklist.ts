import type { ApplicationConfig } from '../schemas/applications.ts';
import { COUNTRY_LABELS } from '../schemas/applications.ts';
import type { DocumentType } from '../schemas/documents.ts';
import { isIsoDate } from '../schemas/renewal-form.ts';
import { DOCUMENT_FACTS, PHOTO_FACTS, type DocumentFact } from './facts.ts';

export interface ChecklistItem {
  readonly id: string;
  readonly label: string;
  readonly detail: string;
  readonly required: boolean;
  /** The upload slot that holds this document; absent when it is brought to the appointment. */
  readonly uploadSlot?: DocumentType;
}

export type ChecklistItemStatus = 'uploaded' | 'verified' | 'failed' | 'missing' | 'bring-in-person';

export interface ChecklistOptions {
  /** From the form, when known: decides whether the delay affidavit applies. */
  readonly passportExpiryDate?: string | null | undefined;
  /** YYYY-MM-DD; defaults to the current date. */
  readonly today?: string;
}

const DAY = 86_400_000;

function item(
  f: DocumentFact,
  required: boolean,
  uploadSlot?: DocumentType,
  overrides: Partial<ChecklistItem> = {},
): ChecklistItem {
  const base = { id: f.id, label: f.label, detail: f.detail, required };
  return { ...base, ...(uploadSlot ? { uploadSlot } : {}), ...overrides };
}

function baseFact(id: string): DocumentFact {
  const f = DOCUMENT_FACTS.value.base.find((d) => d.id === id);
  if (!f) throw new Error(`Missing document fact ${id}`);
  return f;
}

/**
 * The documents to bring, personalised by the step-1 answers. Each slot holds one file, so only one item
 * maps to each slot; the 'additional' slot takes the document most specific to the reason.
 */
export function buildDocumentChecklist(config: ApplicationConfig, options: ChecklistOptions = {}): ChecklistItem[] {
  const { reason, countryOfResidence } = config;
  const where = countryOfResidence === 'OTHER' ? 'your country of residence' : COUNTRY_LABELS[countryOfResidence];
  const photo = PHOTO_FACTS;
  const items: ChecklistItem[] = [
    item(baseFact('application-form'), true, 'passport_application'),
    {
      id: 'photo',
      label: 'Passport photo',
      detail: `Colour, ${photo.printSizes.value[0].label} for applications abroad, plain white background, taken within the last ${photo.maxAgeMonths.value} months.`,
      required: true,
      uploadSlot: 'photo',
    },
  ];

  const extras = DOCUMENT_FACTS.value.byReason[reason];
  const reasonSlotId = reason === 'lost' ? 'police-report' : reason === 'change' ? 'name-change-proof' : null;

  if (reason === 'lost') {
    items.push(
      item(baseFact('passport-copies'), false, 'passport', {
        label: 'Copy of the lost passport, if you have one',
        detail: 'A copy of the first and last pages of the lost passport helps the centre trace it.',
      }),
    );
  } else if (reason === 'damaged') {
    items.push(item(baseFact('passport-copies'), true, 'passport'));
  } else {
    items.push(item(baseFact('original-passport'), true), item(baseFact('passport-copies'), true, 'passport'));
  }

  items.push(
    item(baseFact('legal-status'), true, reasonSlotId === null ? 'additional' : undefined, {
      label: `Proof of legal status in ${where}`,
    }),
    item(baseFact('address-proof'), true, 'address_proof', { label: `Proof of address in ${where}` }),
  );

  for (const extra of extras) items.push(item(extra, true, extra.id === reasonSlotId ? 'additional' : undefined));

  if (reason === 'expired') {
    const affidavit = delayAffidavitItem(options);
    if (affidavit) items.push(affidavit);
  }
  return items;
}

function delayAffidavitItem(options: ChecklistOptions): ChecklistItem | null {
  const { delayAffidavitAfterDays, delayAffidavitSomeCentresAfterDays } = DOCUMENT_FACTS.value;
  const base = {
    id: 'delay-affidavit',
    label: 'Affidavit explaining the delay',
  };
  const expiry = options.passportExpiryDate ?? '';
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  if (!isIsoDate(expiry)) {
    return {
      ...base,
      label: 'Affidavit explaining the delay, if your passport expired more than a year ago',
      detail:
        'A notarised affidavit explaining why you did not renew is commonly asked for when the passport expired more than a year ago (some centres: 6 months).',
      required: false,
    };
  }
  const daysExpired = Math.floor((Date.parse(today) - Date.parse(expiry)) / DAY);
  if (daysExpired > delayAffidavitAfterDays) {
    return {
      ...base,
      detail: 'Your passport expired more than a year ago: bring a notarised affidavit explaining the delay.',
      required: true,
    };
  }
  if (daysExpired > delayAffidavitSomeCentresAfterDays) {
    return {
      ...base,
      label: 'Affidavit explaining the delay (some centres)',
      detail:
        'Your passport expired more than 6 months ago: some centres ask for a notarised affidavit explaining the delay.',
      required: false,
    };
  }
  return null;
}

export interface ChecklistEntry extends ChecklistItem {
  readonly status: ChecklistItemStatus;
}

/** Each item's status from the application's documents (one document per slot). */
export function checklistStatus(
  items: readonly ChecklistItem[],
  documents: readonly { readonly type: string; readonly status: string }[],
): ChecklistEntry[] {
  return items.map((it) => {
    if (!it.uploadSlot) return { ...it, status: 'bring-in-person' };
    const doc = documents.find((d) => d.type === it.uploadSlot);
    const status: ChecklistItemStatus = !doc
      ? 'missing'
      : doc.status === 'verified'
        ? 'verified'
        : doc.status === 'failed'
          ? 'failed'
          : 'uploaded';
    return { ...it, status };
  });
}

export const CHECKLIST_STATUS_LABELS: Readonly<Record<ChecklistItemStatus, string>> = {
  uploaded: 'Uploaded',
  verified: 'Verified',
  failed: 'Needs attention',
  missing: 'Missing',
  'bring-in-person': 'Bring in person',
};

/** Required items still missing or failed: what blocks a complete file. */
export function outstandingItems(entries: readonly ChecklistEntry[]): ChecklistEntry[] {
  return entries.filter((e) => e.required && (e.status === 'missing' || e.status === 'failed'));
}
