import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';

/** What every sealed value starts with, so a query can tell sealed rows from plaintext ones. */
export const SEALED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for database columns that hold passport numbers and dates of birth (application details,
 * document analysis). The key is derived from the blob key, so one secret guards files and rows
 * (docs/decisions/0012-encryption-at-rest.md).
 */
export class FieldCipher {
  private readonly key: Buffer;

  constructor(blobKey: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', blobKey, Buffer.alloc(0), 'passport-buddy field encryption v1', 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** Text written before encryption was introduced passes through unchanged. */
  decrypt(stored: string): string {
    if (!stored.startsWith(SEALED_PREFIX)) return stored;
    const data = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, data.subarray(0, IV_BYTES));
    decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

// One cipher per database handle, so two apps in one process (tests) never share a key.
const ciphers = new WeakMap<Db, FieldCipher>();

export function registerFieldCipher(db: Db, cipher: FieldCipher): void {
  ciphers.set(db, cipher);
}

/** A transaction handle is a new object: give it its parent's cipher so repositories can seal and open through it. */
export function shareFieldCipher(parent: Db, trx: Db): void {
  ciphers.set(trx, cipherFor(parent));
}

function cipherFor(db: Db): FieldCipher {
  const cipher = ciphers.get(db);
  if (!cipher) throw new Error('No field cipher registered for this database handle');
  return cipher;
}

/** For repositories: encrypt a column value on the way in (null and undefined pass through) ... */
export function sealColumn(db: Db, value: string): string;
export function sealColumn<T extends null | undefined>(db: Db, value: string | T): string | T;
export function sealColumn(db: Db, value: string | null | undefined) {
  return value === null || value === undefined ? value : cipherFor(db).encrypt(value);
}

/** ... and decrypt it on the way out. A transaction handle needs shareFieldCipher first. */
export function openColumn(db: Db, value: string): string;
export function openColumn(db: Db, value: string | null): string | null;
export function openColumn(db: Db, value: string | null) {
  return value === null ? null : cipherFor(db).decrypt(value);
}
