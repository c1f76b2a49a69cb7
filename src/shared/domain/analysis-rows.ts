import {
  AdditionalDocumentAnalysisSchema,
  AddressProofAnalysisSchema,
  ApplicationFormAnalysisSchema,
  type AddressProofDocumentType,
} from '../schemas/document-analysis.ts';
import type { DocumentStatus } from '../schemas/documents.ts';
import { PassportAnalysisSchema, type CheckDigitName, type PassportAnalysis } from '../schemas/passport-analysis.ts';
import {
  PHOTO_CHECK_LABELS,
  PHOTO_CHECK_NAMES,
  PhotoAnalysisSchema,
  photoCheckStatus,
  type PhotoAnalysis,
} from '../schemas/photo-analysis.ts';
import {
  CHECK_STATUS_LABELS,
  humanDate,
  PERSON_WILL_CHECK,
  photoCheckMeasured,
  photoCheckWords,
  TEXT_SOURCE_WORDS,
} from './plain-words.ts';

// One list of results for the report the server writes (text and PDF) and the report dialog the client shows:
// plain words first, the numbers behind "How we measured" (plain-words decision).

/**
 * How a result shows: 'passed' green, 'failed' red, 'review' neutral (a person will look; never a failure),
 * 'info' for what was read (a name, a date) rather than judged.
 */
export type RowTone = 'passed' | 'failed' | 'review' | 'info';

export interface AnalysisRow {
  readonly key: string;
  /** What was checked ("No glasses") or read ("Name"). */
  readonly label: string;
  readonly tone: RowTone;
  /** 'Pass', 'Fail' or 'A person will check'; absent for what was read. */
  readonly statusLabel?: string;
  /** One sentence a person understands ("Your face is evenly lit"), or the value read. */
  readonly summary: string;
  /** What to do, when there is something to do. */
  readonly advice?: string;
  /** "How we measured": the measured value and the rule, for whoever wants the numbers. */
  readonly measured?: string;
}

export interface RowOptions {
  /** The document's status: a verified document never shows a failure (a reviewer accepted it). */
  readonly status?: DocumentStatus | string;
  /** Calendar dates ('2026-11-26') as the reader writes them; defaults to '26 November 2026'. */
  readonly formatDate?: (isoDate: string) => string;
}

const judged = (
  key: string,
  label: string,
  tone: Exclude<RowTone, 'info'>,
  summary: string,
  extra: { advice?: string | undefined; measured?: string | undefined } = {},
): AnalysisRow => ({
  key,
  label,
  tone,
  statusLabel:
    tone === 'passed'
      ? CHECK_STATUS_LABELS.passed
      : tone === 'failed'
        ? CHECK_STATUS_LABELS.failed
        : CHECK_STATUS_LABELS.unchecked,
  summary,
  ...(extra.advice ? { advice: extra.advice } : {}),
  ...(extra.measured ? { measured: extra.measured } : {}),
});

const fact = (key: string, label: string, value: string | null | undefined): AnalysisRow[] =>
  value === null || value === undefined || value.trim() === '' ? [] : [{ key, label, tone: 'info', summary: value }];

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** A reviewer accepted the document: what the machine could not pass is shown as reviewed, not as a failure. */
function accepted(row: AnalysisRow, status: RowOptions['status']): AnalysisRow {
  if (status !== 'verified' || row.tone !== 'failed') return row;
  const { advice: _advice, ...rest } = row;
  return {
    ...rest,
    tone: 'review',
    statusLabel: 'Accepted after review',
    summary: `Our team looked at this and accepted it. (${row.summary})`,
  };
}

function photoRows(a: PhotoAnalysis, status: RowOptions['status']): AnalysisRow[] {
  const review = a.needsHumanReview === true;
  const overall =
    a.isValid || status === 'verified'
      ? judged('photo.overall', 'Overall', 'passed', 'Your photo meets the passport photo requirements.', {
          measured: `Score ${a.score}/100`,
        })
      : review || status === 'review'
        ? judged(
            'photo.overall',
            'Overall',
            'review',
            'Nothing we checked is wrong, but some things could not be checked automatically: a member of our team will look at your photo.',
            { advice: PERSON_WILL_CHECK, measured: `Score ${a.score}/100` },
          )
        : judged('photo.overall', 'Overall', 'failed', 'Your photo needs changes before it can be used.', {
            advice: 'Follow the advice under each failed check, then upload a new photo (or use Fix photo).',
            measured: `Score ${a.score}/100`,
          });
  const checks = PHOTO_CHECK_NAMES.map((name) => {
    const m = a.measurements[name];
    const s = photoCheckStatus(m);
    const words = photoCheckWords(name, m);
    return judged(`photo.${name}`, PHOTO_CHECK_LABELS[name], s === 'unchecked' ? 'review' : s, words.summary, {
      advice: words.advice,
      measured: photoCheckMeasured(m),
    });
  });
  return [overall, ...checks];
}

const CHECK_DIGIT_WORDS: Readonly<Record<CheckDigitName, string>> = {
  passportNumber: 'the passport number',
  dateOfBirth: 'the date of birth',
  expiryDate: 'the expiry date',
  composite: 'the whole line',
};

const SEX_WORDS = { M: 'Male', F: 'Female', X: 'Unspecified' } as const;

function passportRows(a: PassportAnalysis, fmt: (d: string) => string): AnalysisRow[] {
  const rows: AnalysisRow[] = [];
  if (a.notPassport) {
    rows.push(
      judged(
        'passport.kind',
        'Is it a passport?',
        'failed',
        a.notPassport === 'visa'
          ? 'This looks like a visa, not the photo page of a passport.'
          : 'This looks like an ID or residence card, not the photo page of a passport.',
        { advice: 'Upload the photo page of your current passport (the page with your photo and details).' },
      ),
    );
  } else {
    rows.push(
      a.mrzFound
        ? judged(
            'passport.read',
            'Passport details',
            'passed',
            'We read the details printed at the bottom of your photo page.',
          )
        : judged(
            'passport.read',
            'Passport details',
            'failed',
            a.issues[0] ?? 'We could not read the two lines of text at the bottom of your photo page.',
            {
              advice:
                a.suggestions.join(' ') ||
                'Upload a clear, flat, well-lit photo or scan of the whole photo page, with nothing covering the bottom lines.',
            },
          ),
    );
  }
  if (a.mrzFound && !a.notPassport && a.issues.length > 0) {
    rows.push(
      judged(
        'passport.notes',
        'To look at',
        a.isValid || a.needsHumanReview ? 'review' : 'failed',
        a.issues.join(' '),
        { advice: a.suggestions.join(' ') || undefined },
      ),
    );
  }
  const read = (Object.keys(CHECK_DIGIT_WORDS) as CheckDigitName[]).filter((n) => a.checkDigits[n] !== null);
  if (read.length > 0) {
    rows.push(
      a.failedCheckDigits.length === 0
        ? judged(
            'passport.checkDigits',
            'Numbers add up',
            'passed',
            'The numbers we read add up, so they were read correctly.',
            {
              measured: `Check digits of ${read.map((n) => CHECK_DIGIT_WORDS[n]).join(', ')} match`,
            },
          )
        : judged(
            'passport.checkDigits',
            'Numbers add up',
            'review',
            `Some numbers we read do not add up (${a.failedCheckDigits.map((n) => CHECK_DIGIT_WORDS[n]).join(', ')}), so we may have misread them.`,
            { advice: 'A member of our team will compare your photo page with what we read.' },
          ),
    );
  } else if (a.needsHumanReview) {
    rows.push(
      judged(
        'passport.review',
        'Checked by a person',
        'review',
        'A member of our team will compare your photo page with what we read.',
      ),
    );
  }
  if (a.renewal) {
    const tone = a.renewal.status === 'valid' ? 'passed' : a.renewal.status === 'expired' ? 'failed' : 'review';
    rows.push({
      key: 'passport.renewal',
      label: 'Expiry',
      tone,
      statusLabel:
        a.renewal.status === 'valid' ? 'Valid' : a.renewal.status === 'expired' ? 'Expired' : 'Expiring soon',
      summary: a.renewal.message,
    });
  }
  const d = a.extractedData;
  rows.push(
    ...fact('passport.passportNumber', 'Passport number', d.passportNumber),
    ...fact('passport.surname', 'Surname', d.surname),
    ...fact('passport.givenNames', 'Given names', d.givenNames),
    ...fact('passport.nationality', 'Nationality', d.nationality),
    ...fact('passport.dateOfBirth', 'Date of birth', d.dateOfBirth ? fmt(d.dateOfBirth) : null),
    ...fact('passport.sex', 'Sex', d.sex ? SEX_WORDS[d.sex] : null),
    ...fact('passport.expiryDate', 'Expiry date', d.expiryDate ? fmt(d.expiryDate) : null),
  );
  return rows;
}

export const ADDRESS_DOCUMENT_TYPE_WORDS: Readonly<Record<AddressProofDocumentType, string>> = {
  utility_bill: 'Utility bill',
  bank_statement: 'Bank statement',
  lease: 'Lease or rental agreement',
  government_letter: 'Government letter',
  other: 'Other document',
};

/** A document's verdict: accepted, or its issues in the analyser's words and what to do. */
function verdictRow(
  key: string,
  label: string,
  ok: boolean,
  okSentence: string,
  a: { issues: readonly string[]; suggestions: readonly string[] },
  measured: string,
): AnalysisRow {
  return ok
    ? judged(key, label, 'passed', okSentence, { measured })
    : judged(key, label, 'failed', a.issues.join(' ') || 'This document could not be accepted.', {
        advice: a.suggestions.join(' ') || undefined,
        measured,
      });
}

/**
 * A document's analysis as rows in plain words, by kind: photo checks, the passport's reading, address proof
 * and application form verdicts and what was read from them. Anything that does not parse gives no rows.
 */
export function analysisRows(analysis: unknown, options: RowOptions = {}): AnalysisRow[] {
  const fmt = options.formatDate ?? humanDate;
  const rows = kindRows(analysis, fmt, options.status);
  return rows.map((row) => accepted(row, options.status));
}

function kindRows(analysis: unknown, fmt: (d: string) => string, status: RowOptions['status']): AnalysisRow[] {
  const kind = (analysis as { kind?: unknown } | null)?.kind;
  if (kind === 'photo') {
    const p = PhotoAnalysisSchema.safeParse(analysis);
    return p.success ? photoRows(p.data, status) : [];
  }
  if (kind === 'passport') {
    const p = PassportAnalysisSchema.safeParse(analysis);
    return p.success ? passportRows(p.data, fmt) : [];
  }
  if (kind === 'address_proof') {
    const p = AddressProofAnalysisSchema.safeParse(analysis);
    if (!p.success) return [];
    const a = p.data;
    const how = [
      `Text ${TEXT_SOURCE_WORDS[a.source]}`,
      `${percent(a.confidence)} sure of what was read`,
      a.ageDays === null ? 'no date found' : `dated ${a.ageDays} days before the check (3 months at most)`,
    ].join('; ');
    return [
      verdictRow(
        'address.verdict',
        'Accepted as proof of address',
        a.isValid,
        'This is an accepted proof of address, recent enough.',
        a,
        how,
      ),
      ...fact('address.documentType', 'Document type', ADDRESS_DOCUMENT_TYPE_WORDS[a.documentType]),
      ...fact('address.name', 'Name', a.extractedData.name),
      ...fact('address.address', 'Address', a.extractedData.address),
      ...fact('address.date', 'Document date', a.extractedData.date ? fmt(a.extractedData.date) : null),
      ...fact('address.expiryDate', 'Expiry date', a.extractedData.expiryDate ? fmt(a.extractedData.expiryDate) : null),
    ];
  }
  if (kind === 'passport_application') {
    const p = ApplicationFormAnalysisSchema.safeParse(analysis);
    if (!p.success) return [];
    const a = p.data;
    const d = a.extractedData;
    const how = `Answers ${TEXT_SOURCE_WORDS[a.source]}; ${percent(a.confidence)} sure of what was read`;
    return [
      verdictRow('form.verdict', 'Form read', a.isCompliant, 'We read your filled application form.', a, how),
      ...fact('form.applicantName', 'Applicant name', d.applicantName),
      ...fact('form.fatherName', "Father's name", d.fatherName),
      ...fact('form.motherName', "Mother's name", d.motherName),
      ...fact('form.dateOfBirth', 'Date of birth', d.dateOfBirth ? fmt(d.dateOfBirth) : null),
      ...fact('form.placeOfBirth', 'Place of birth', d.placeOfBirth),
      ...fact('form.currentAddress', 'Current address', d.currentAddress),
      ...fact('form.permanentAddress', 'Permanent address', d.permanentAddress),
      ...fact('form.previousPassportNumber', 'Previous passport number', d.previousPassportNumber),
    ];
  }
  if (kind === 'additional') {
    const p = AdditionalDocumentAnalysisSchema.safeParse(analysis);
    if (!p.success) return [];
    const a = p.data;
    const pages = a.extractedData?.pages;
    return [
      verdictRow(
        'additional.verdict',
        'File opens',
        a.isCompliant,
        'The file opens and can be read.',
        a,
        pages ? `${pages} page${pages === 1 ? '' : 's'}` : '',
      ),
    ];
  }
  return [];
}

/** A row as one line of text (report and PDF): the sentence, then what to do, then the numbers, quietly. */
export function rowText(row: AnalysisRow): { main: string; secondary?: string } {
  const status = row.statusLabel ? `${row.statusLabel}: ` : '';
  const main = `${status}${row.summary}${row.advice ? ` ${row.advice}` : ''}`;
  return row.measured ? { main, secondary: `How we measured: ${row.measured}` } : { main };
}
