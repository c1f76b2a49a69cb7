import { z } from 'zod';

/**
 * The renewal form (docs/product.md §6, §8). One schema for the React form and the server body, so the same
 * message is shown whichever side rejects a value.
 */

export const RENEWAL_FORM_FIELDS = [
  'fullName',
  'fatherName',
  'motherName',
  'dateOfBirth',
  'placeOfBirth',
  'emergencyContact',
  'currentAddress',
  'permanentAddress',
  'passportNumber',
  'passportIssueDate',
  'passportExpiryDate',
] as const;
export type RenewalFormField = (typeof RENEWAL_FORM_FIELDS)[number];

export const RENEWAL_FORM_LABELS: Readonly<Record<RenewalFormField, string>> = {
  fullName: 'Full Name',
  fatherName: "Father's Name",
  motherName: "Mother's Name",
  dateOfBirth: 'Date of Birth',
  placeOfBirth: 'Place of Birth',
  emergencyContact: 'Emergency Contact (phone)',
  currentAddress: 'Current Address (outside India)',
  permanentAddress: 'Permanent Address (in India)',
  passportNumber: 'Current Passport Number',
  passportIssueDate: 'Passport Issue Date',
  passportExpiryDate: 'Passport Expiry Date',
};

export const REQUIRED_MESSAGES = {
  fullName: 'Full name is required',
  fatherName: "Father's name is required",
  motherName: "Mother's name is required",
  dateOfBirth: 'Date of birth is required',
  placeOfBirth: 'Place of birth is required',
  currentAddress: 'Current address is required',
  permanentAddress: 'Permanent address is required',
  emergencyContact: 'Emergency contact is required',
} as const;
type RequiredField = keyof typeof REQUIRED_MESSAGES;

/** Minimum lengths of docs/product.md §8 (after trimming). */
export const FIELD_MIN = {
  fullName: 2,
  fatherName: 2,
  motherName: 2,
  placeOfBirth: 2,
  currentAddress: 10,
  permanentAddress: 10,
  emergencyContact: 10,
} as const satisfies Partial<Record<RequiredField, number>>;

/** Empty gets the spec's "is required"; a value that is there but too short is told how long it must be. */
export const tooShortMessage = (field: keyof typeof FIELD_MIN) =>
  `${REQUIRED_MESSAGES[field].replace(/ is required$/, '')} must be at least ${FIELD_MIN[field]} characters`;

export const FIELD_MAX = { name: 100, place: 100, address: 500, phone: 30, passportNumber: 20, date: 10 } as const;

/** Indian passports: one letter followed by seven digits (ICAO 9303 data page; see domain/facts.ts). */
export const INDIAN_PASSPORT_NUMBER = /^[A-Z][0-9]{7}$/;
export const PASSPORT_NUMBER_MESSAGE =
  'Enter the passport number as one letter followed by seven digits, for example K1234567.';
export const DATE_FORMAT_MESSAGE = 'Enter the date as YYYY-MM-DD.';
export const PHONE_MESSAGE = 'Enter a phone number using digits, spaces, +, - and brackets only.';
export const EXPIRY_AFTER_ISSUE_MESSAGE = 'The expiry date must be after the issue date.';
export const DOB_NOT_FUTURE_MESSAGE = 'Date of birth cannot be in the future.';

/** True for a real calendar date written YYYY-MM-DD (rejects 2024-02-30). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1900;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const text = (field: keyof typeof FIELD_MIN, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: REQUIRED_MESSAGES[field], abort: true })
    .min(FIELD_MIN[field], tooShortMessage(field))
    .max(max, `Use at most ${max} characters.`);

const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), DATE_FORMAT_MESSAGE)
  .optional();

const renewalFormShape = {
  fullName: text('fullName', FIELD_MAX.name),
  fatherName: text('fatherName', FIELD_MAX.name),
  motherName: text('motherName', FIELD_MAX.name),
  dateOfBirth: z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGES.dateOfBirth)
    .refine((v) => v === '' || isIsoDate(v), DATE_FORMAT_MESSAGE)
    .refine((v) => !isIsoDate(v) || v <= todayIso(), DOB_NOT_FUTURE_MESSAGE),
  placeOfBirth: text('placeOfBirth', FIELD_MAX.place),
  emergencyContact: text('emergencyContact', FIELD_MAX.phone).refine(
    (v) => v.length < 10 || /^\+?[0-9][0-9 ()\-.]*$/.test(v),
    PHONE_MESSAGE,
  ),
  currentAddress: text('currentAddress', FIELD_MAX.address),
  permanentAddress: text('permanentAddress', FIELD_MAX.address),
  passportNumber: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || INDIAN_PASSPORT_NUMBER.test(v), PASSPORT_NUMBER_MESSAGE)
    .optional(),
  passportIssueDate: optionalDate,
  passportExpiryDate: optionalDate,
};

function checkDateOrder(
  form: {
    passportIssueDate?: string | undefined;
    passportExpiryDate?: string | undefined;
    dateOfBirth?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const { passportIssueDate: issue, passportExpiryDate: expiry, dateOfBirth: dob } = form;
  if (issue && expiry && isIsoDate(issue) && isIsoDate(expiry) && expiry <= issue) {
    ctx.addIssue({ code: 'custom', path: ['passportExpiryDate'], message: EXPIRY_AFTER_ISSUE_MESSAGE });
  }
  if (dob && issue && isIsoDate(dob) && isIsoDate(issue) && issue < dob) {
    ctx.addIssue({
      code: 'custom',
      path: ['passportIssueDate'],
      message: 'The issue date cannot be before the date of birth.',
    });
  }
}

/** The complete form: every rule of docs/product.md §8 plus format checks for the optional passport fields. */
export const renewalFormSchema = z.object(renewalFormShape).superRefine(checkDateOrder);
export type RenewalForm = z.output<typeof renewalFormSchema>;
export type RenewalFormInput = z.input<typeof renewalFormSchema>;

/**
 * A draft keeps whatever the user typed (nothing the user saved is lost): only types and lengths are checked.
 * Stored details (Application.details) have this shape, since a draft can be incomplete.
 */
export const renewalFormDraftSchema = z.object({
  fullName: z.string().max(FIELD_MAX.name).optional(),
  fatherName: z.string().max(FIELD_MAX.name).optional(),
  motherName: z.string().max(FIELD_MAX.name).optional(),
  dateOfBirth: z
    .string()
    .max(FIELD_MAX.date + 20)
    .optional(),
  placeOfBirth: z.string().max(FIELD_MAX.place).optional(),
  emergencyContact: z
    .string()
    .max(FIELD_MAX.phone + 20)
    .optional(),
  currentAddress: z.string().max(FIELD_MAX.address).optional(),
  permanentAddress: z.string().max(FIELD_MAX.address).optional(),
  passportNumber: z.string().max(FIELD_MAX.passportNumber).optional(),
  passportIssueDate: z
    .string()
    .max(FIELD_MAX.date + 20)
    .optional(),
  passportExpiryDate: z
    .string()
    .max(FIELD_MAX.date + 20)
    .optional(),
});
export type RenewalFormDraft = z.infer<typeof renewalFormDraftSchema>;

/** The largest time a JavaScript Date can hold; beyond it a timestamp is not a time at all. */
const MAX_EPOCH_MS = 8_640_000_000_000_000;
export const LAST_SAVED_MESSAGE = 'lastSaved must be a time, as an ISO timestamp or epoch milliseconds.';

/** lastSaved arrives as an ISO timestamp or epoch milliseconds; it is stored as ISO. */
const lastSavedSchema = z
  .union(
    [
      z.iso.datetime({ offset: true, error: LAST_SAVED_MESSAGE }),
      z
        .number({ error: LAST_SAVED_MESSAGE })
        .int(LAST_SAVED_MESSAGE)
        .nonnegative(LAST_SAVED_MESSAGE)
        .max(MAX_EPOCH_MS, LAST_SAVED_MESSAGE),
    ],
    { error: LAST_SAVED_MESSAGE },
  )
  .transform((v) => (typeof v === 'number' ? new Date(v).toISOString() : v));

/**
 * Body of POST /api/applications/{applicationId}/details: the form fields plus optional isDraft and
 * lastSaved. With isDraft true any subset of fields is accepted; otherwise the full form rules apply and the
 * output carries the normalised values (trimmed, passport number upper-cased).
 */
export const STALE_DETAILS_MESSAGE =
  'This form was saved from another tab or device since you opened it. Reload the page to see the latest version; ' +
  'what you typed here is kept on this device.';

/** 409 body field listing the fields another tab or device changed to a different value. */
export const conflictMessage = (labels: string[]) =>
  `${labels.join(', ')} ${labels.length === 1 ? 'was' : 'were'} changed in another tab or device since you opened this form. ` +
  'Load the latest version to see it; what you typed here is kept on this device.';

export const detailsSaveBodySchema = renewalFormDraftSchema
  .extend({
    isDraft: z.boolean().optional(),
    lastSaved: lastSavedSchema.optional(),
    /**
     * The detailsSavedAt the form was loaded from (null: never saved). When sent, a save made elsewhere in
     * the meantime is refused with 409 instead of being overwritten (docs/decisions/0005-application-flow.md).
     */
    basedOn: z.iso.datetime().nullable().optional(),
    /**
     * The values the form last loaded, for the fields this save changes. When sent, the save merges per field:
     * a field changed elsewhere since that base is kept unless this save changed it too (then 409 naming it).
     * Fields without a base entry are taken as unchanged here (docs/decisions/0032-draft-merge.md).
     */
    base: renewalFormDraftSchema.strict().optional(),
  })
  .strict()
  .transform((body, ctx) => {
    const { isDraft, lastSaved, basedOn, base, ...fields } = body;
    if (isDraft === true) return { ...fields, isDraft: true, lastSaved, basedOn, base };
    // A missing field reads as empty, so it gets its own 'is required' message.
    const full = renewalFormSchema.safeParse({ ...EMPTY_RENEWAL_FORM, ...fields });
    if (!full.success) {
      for (const issue of full.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      return z.NEVER;
    }
    return { ...full.data, isDraft: false, lastSaved, basedOn, base };
  });
export type DetailsSaveBody = z.input<typeof detailsSaveBodySchema>;
export type DetailsSaveResult = z.output<typeof detailsSaveBodySchema>;

/** True when any field holds non-blank text (the auto-save trigger of docs/product.md §7). */
export function hasAnyFormValue(form: Partial<Record<RenewalFormField, string | undefined | null>>): boolean {
  return RENEWAL_FORM_FIELDS.some((f) => (form[f] ?? '').trim() !== '');
}

export const EMPTY_RENEWAL_FORM: Readonly<Record<RenewalFormField, string>> = {
  fullName: '',
  fatherName: '',
  motherName: '',
  dateOfBirth: '',
  placeOfBirth: '',
  emergencyContact: '',
  currentAddress: '',
  permanentAddress: '',
  passportNumber: '',
  passportIssueDate: '',
  passportExpiryDate: '',
};
