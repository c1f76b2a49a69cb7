import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, FILE_NAME_DISPLAY_MAX, PHOTO_MAX_BYTES } from '../constants.ts';

// ---------------------------------------------------------------------------------------------------------
// Types and statuses (docs/product.md §6, §7)

export const DOCUMENT_TYPES = ['passport_application', 'photo', 'passport', 'address_proof', 'additional'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/**
 * uploaded = analysis in progress; verified / failed = analysis finished; review = finished, nothing failed, but
 * something could not be checked automatically, so a person looks at it (docs/decisions/0019-photo-checks.md).
 * See docs/decisions/0001-application-status.md.
 */
export const DOCUMENT_STATUSES = ['uploaded', 'verified', 'failed', 'review'] as const;
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  passport_application: 'Filled Passport Application',
  photo: 'Passport Photo',
  passport: 'Current Passport',
  address_proof: 'Address Proof',
  additional: 'Additional Documents',
};

/**
 * Badge text: any status other than verified/failed is shown as analysing (docs/product.md §7), except 'review',
 * which the spec does not know: the analysis is over and a person will look at the file.
 */
export function documentStatusLabel(status: string, panel: 'photo' | 'address' | 'slot' = 'slot'): string {
  if (status === 'verified') return 'Verified';
  if (status === 'failed') return panel === 'photo' ? 'Issues Found' : 'Failed';
  if (status === 'review') return NEEDS_REVIEW_LABEL;
  return 'Analyzing';
}

export const NEEDS_REVIEW_LABEL = 'Needs Review';

export const PENDING_UPLOAD_LABEL = 'Pending Upload';

/** Slot colours: green verified, red failed, yellow otherwise. */
export function documentStatusTone(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'verified') return 'green';
  if (status === 'failed') return 'red';
  return 'yellow';
}

// ---------------------------------------------------------------------------------------------------------
// Upload slots (docs/product.md §3, §8)

export interface UploadSlot {
  readonly type: DocumentType;
  readonly label: string;
  readonly description: string;
  /** How the slot is named inside a sentence ("The photo must be ..."). */
  readonly noun: string;
  readonly acceptedMimeTypes: readonly string[];
  /** Value for <input type="file" accept>. */
  readonly accept: string;
  readonly formatsLabel: string;
  readonly maxBytes: number;
  readonly required: boolean;
}

const PDF = ['application/pdf'] as const;
const IMAGES = ['image/jpeg', 'image/png'] as const;

export const UPLOAD_SLOTS: readonly UploadSlot[] = [
  {
    type: 'passport_application',
    label: 'Filled Passport Application',
    description: 'The completed application form, as a PDF.',
    noun: 'filled application',
    acceptedMimeTypes: PDF,
    accept: '.pdf,application/pdf',
    formatsLabel: 'PDF',
    maxBytes: DOCUMENT_MAX_BYTES,
    required: true,
  },
  {
    type: 'photo',
    label: 'Passport Photo',
    description:
      'A colour photo taken within the last 6 months, plain white background, 35mm x 45mm (2x2 inches abroad).',
    noun: 'photo',
    acceptedMimeTypes: IMAGES,
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
    formatsLabel: 'JPEG or PNG',
    maxBytes: PHOTO_MAX_BYTES,
    required: true,
  },
  {
    type: 'passport',
    label: 'Current Passport',
    description: 'First and last page of your current passport.',
    noun: 'passport copy',
    acceptedMimeTypes: [...PDF, ...IMAGES],
    accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    formatsLabel: 'PDF, JPEG or PNG',
    maxBytes: DOCUMENT_MAX_BYTES,
    required: true,
  },
  {
    type: 'address_proof',
    label: 'Address Proof (abroad)',
    description:
      'A utility bill, bank statement, lease or government letter in your name, dated within the last 3 months.',
    noun: 'address proof',
    acceptedMimeTypes: [...PDF, ...IMAGES],
    accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    formatsLabel: 'PDF, JPEG or PNG',
    maxBytes: DOCUMENT_MAX_BYTES,
    required: true,
  },
  {
    type: 'additional',
    label: 'Additional Documents (optional)',
    description:
      'Anything your situation needs, for example a police report, a marriage certificate or proof of legal status.',
    noun: 'additional document',
    acceptedMimeTypes: [...PDF, ...IMAGES],
    accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    formatsLabel: 'PDF, JPEG or PNG',
    maxBytes: DOCUMENT_MAX_BYTES,
    required: false,
  },
];

export function uploadSlotFor(type: DocumentType): UploadSlot {
  const slot = UPLOAD_SLOTS.find((s) => s.type === type);
  if (!slot) throw new Error(`Unknown document type: ${type}`);
  return slot;
}

/** 'image/JPG; charset=x' -> 'image/jpeg'. Browsers and some clients send the non-standard image/jpg. */
export function normalizeMimeType(mimeType: string): string {
  const base = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  return base === 'image/jpg' || base === 'image/pjpeg' ? 'image/jpeg' : base;
}

/**
 * Checks a candidate file against its slot before (client) and after (server, with the mime type sniffed
 * from the bytes) upload. Returns null when acceptable, otherwise the message to show.
 */
export function checkUploadCandidate(
  slot: UploadSlot | DocumentType,
  file: { readonly size: number; readonly mimeType: string },
): string | null {
  const s = typeof slot === 'string' ? uploadSlotFor(slot) : slot;
  if (!Number.isFinite(file.size) || file.size <= 0) return 'The file is empty.';
  const mime = normalizeMimeType(file.mimeType);
  if (!s.acceptedMimeTypes.includes(mime)) {
    const kind =
      s.type === 'photo' ? 'a JPEG or PNG image' : s.formatsLabel === 'PDF' ? 'a PDF file' : 'a PDF, JPEG or PNG file';
    return `The ${s.noun} must be ${kind}.`;
  }
  if (file.size > s.maxBytes) {
    // Just over the limit rounds to the limit itself ("2 MB"); show bytes then, so the message makes sense.
    const limit = formatBytes(s.maxBytes);
    const size =
      formatBytes(file.size) === limit ? `${file.size.toLocaleString('en-US')} bytes` : formatBytes(file.size);
    return `The ${s.noun} must be ${limit} or smaller (this file is ${size}).`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Document resource

const idSchema = z.number().int().positive();
const timestampSchema = z.iso.datetime({ offset: true });

export const documentSchema = z.object({
  id: idSchema,
  applicationId: idSchema,
  type: documentTypeSchema,
  originalName: z.string(),
  filename: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
  status: documentStatusSchema,
  verificationErrors: z.array(z.string()),
  /** Shape owned by the analysis schemas (photo-analysis.ts, document-analysis.ts, passport-analysis.ts). */
  aiAnalysis: z.unknown().nullable(),
  manualReviewNotes: z.string().nullable().default(null),
  createdAt: timestampSchema,
  uploadedAt: timestampSchema,
});
export type DocumentResource = z.infer<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);

/** Multipart field `type` of POST /api/applications/{applicationId}/documents. */
export const uploadDocumentFieldsSchema = z.object({ type: documentTypeSchema });

/**
 * The multipart form of an upload, as the OpenAPI document shows it: the file's bytes and which slot it fills.
 * The server reads the parts itself (size limits while streaming, the type from the bytes), so this schema
 * documents the form and is not applied to a parsed body.
 */
export const uploadDocumentFormSchema = uploadDocumentFieldsSchema.extend({
  file: z.custom<Blob>().meta({
    type: 'string',
    format: 'binary',
    description: 'The file: PDF, JPEG or PNG as the slot accepts, within its size limit.',
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Display helpers

/** Cuts a file name to `max` characters, keeping the extension where it fits: "very-long-na....pdf". */
export function truncateFileName(name: string, max: number = FILE_NAME_DISPLAY_MAX): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const ellipsis = '...';
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (ext.length > 0 && ext.length <= 10 && max > ext.length + ellipsis.length) {
    const head = chars.slice(0, max - ext.length - ellipsis.length);
    return head.join('') + ellipsis + ext.join('');
  }
  return chars.slice(0, Math.max(0, max - ellipsis.length)).join('') + ellipsis;
}

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 0 -> '0 Bytes', 3565158 -> '3.4 MB' (binary units, at most `decimals` decimals, trailing zeros dropped). */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** i).toFixed(decimals));
  return `${value} ${BYTE_UNITS[i]}`;
}

/** Admin dialog: size in MB with 2 decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
