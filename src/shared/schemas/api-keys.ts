import { z } from 'zod';

/** Read-only keys may only read (GET); read-write keys may also create, upload, save and request. */
export const API_KEY_ACCESS = ['read', 'write'] as const;
export const apiKeyAccessSchema = z.enum(API_KEY_ACCESS);
export type ApiKeyAccess = z.infer<typeof apiKeyAccessSchema>;
export const API_KEY_ACCESS_LABELS: Readonly<Record<ApiKeyAccess, string>> = {
  read: 'Read only',
  write: 'Read and write',
};

/** Keys in use at once per account. */
export const MAX_API_KEYS = 10;
/** Requests per key per minute. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;

export const createApiKeyBodySchema = z.object({
  name: z
    .string({ error: 'Name the key, for example after the office or the program that uses it.' })
    .trim()
    .min(1, 'Name the key, for example after the office or the program that uses it.')
    .max(100, 'Use at most 100 characters for the name.'),
  access: apiKeyAccessSchema.default('read'),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

const timestamp = z.iso.datetime({ offset: true });

export const apiKeySchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    /** The key's first characters ("pb_3F9a…"): enough to tell keys apart, never enough to use one. */
    prefix: z.string(),
    access: apiKeyAccessSchema,
    createdAt: timestamp,
    lastUsedAt: timestamp.nullable(),
    revokedAt: timestamp.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);

/** The answer to creating a key: the only time the key itself is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() }).meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
