import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM, laid out [version][iv][tag][ciphertext]. Every BlobStore seals with it, so where the bytes
 * live (a folder, a bucket) never changes what an attacker who reads them sees. The tag makes tampering or a
 * wrong key an error instead of garbage.
 */
export function sealBlob(key: Buffer, bytes: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

export function openBlob(key: Buffer, data: Buffer): Buffer {
  if (data[0] !== VERSION) throw new Error('Unknown blob format');
  const iv = data.subarray(1, 1 + IV_BYTES);
  const tag = data.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** Random, so a key never comes from a file name; 32 hex characters. */
export const newBlobKey = () => randomBytes(16).toString('hex');
export const BLOB_KEY_PATTERN = /^[a-f0-9]{32}$/;
