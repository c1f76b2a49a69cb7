import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixtureDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../tests/fixtures/documents',
);

export interface AddressLabel {
  file: string;
  mime: 'application/pdf' | 'image/jpeg' | 'image/png';
  variant: 'text_pdf' | 'scan_image' | 'scan_pdf' | 'scan_hard' | 'phone_photo';
  /** Held-out fixtures are only measured (bench/documents.ts), never tested or tuned on. */
  split: 'calibration' | 'held_out';
  country: string;
  documentType: string;
  name: string;
  address: string;
  date: string;
  expiryDate: string | null;
  ageDays: number;
  isValid: boolean;
}

export interface FixtureLabels {
  now: string;
  addressProofs: AddressLabel[];
  applicationForms: { file: string; source: string; fields: Record<string, string> }[];
}

export async function loadLabels(): Promise<FixtureLabels> {
  return JSON.parse(await readFile(path.join(fixtureDir, 'labels.json'), 'utf8')) as FixtureLabels;
}

export function fixture(file: string): Promise<Buffer> {
  return readFile(path.join(fixtureDir, file));
}

export function normalised(text: string | null): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
