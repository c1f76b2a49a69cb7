import { PASSWORD_TOO_COMMON } from '#shared/schemas/auth.ts';
import { AppError } from '../http/app-error.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase());
}

/** Length is checked by the shared schema; this adds the list only the server carries: a field rule, same code. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) throw new AppError(400, PASSWORD_TOO_COMMON, { code: 'validation_failed' });
}
