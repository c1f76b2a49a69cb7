import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Validates a body with a shared schema; the first problem becomes a 400 in the schema's words. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new AppError(400, issue?.message ?? 'Invalid request');
}

export function parseId(value: unknown, what = 'Resource'): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError(404, `${what} not found`);
  return id;
}
