import { describe, expect, it } from 'vitest';
import {
  LoginBodySchema,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  checkSignupForm,
  SignupBodySchema,
} from './auth.ts';

const parse = (body: unknown) => SignupBodySchema.safeParse(body);

describe('signup payloads', () => {
  it('normalises the auth page payload and keeps the chosen plan', () => {
    const result = parse({
      email: ' A@B.Co ',
      password: 'Renew-2026-ok',
      firstName: ' Asha ',
      lastName: 'Rao',
      plan: 'pro',
    });
    expect(result.success && result.data).toEqual({
      email: 'a@b.co',
      password: 'Renew-2026-ok',
      firstName: 'Asha',
      lastName: 'Rao',
      plan: 'pro',
    });
  });

  it('splits the landing modal name and defaults the plan to basic', () => {
    const result = parse({ name: 'Vikram Singh Rathore', email: 'v@x.io', password: 'Renew-2026-ok' });
    expect(result.success && result.data).toMatchObject({
      firstName: 'Vikram',
      lastName: 'Singh Rathore',
      plan: 'basic',
    });
  });

  it.each([
    [{ email: 'a@b.co', password: '12345', firstName: 'A', lastName: 'B' }, PASSWORD_TOO_SHORT],
    [{ email: 'nope', password: 'Renew-2026-ok', firstName: 'A', lastName: 'B' }, 'Please enter a valid email address'],
    [{ password: 'Renew-2026-ok', firstName: 'A', lastName: 'B' }, 'Email is required'],
    [{ email: 'a@b.co', password: 'Renew-2026-ok', firstName: '  ', lastName: 'B' }, 'First name is required'],
    [{ name: 'A', email: 'a@b.co', password: '1' }, PASSWORD_TOO_SHORT],
    [{ name: 'A', password: 'Renew-2026-ok' }, 'Email is required'],
    // firstName makes it the auth page's payload, even with a name that would do for the modal.
    [{ name: 'A B', firstName: 'A', email: 'a@b.co', password: 'Renew-2026-ok' }, 'Last name is required'],
    ['a string', 'Invalid input: expected object, received string'],
  ])('refuses %j with "%s"', (body, message) => {
    const result = parse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses an unknown plan', () => {
    expect(
      parse({ email: 'a@b.co', password: 'Renew-2026-ok', firstName: 'A', lastName: 'B', plan: 'gold' }).success,
    ).toBe(false);
  });
});

describe('login payload', () => {
  it('normalises the email and requires a password', () => {
    expect(LoginBodySchema.parse({ email: ' X@Y.COM', password: 'p' })).toEqual({ email: 'x@y.com', password: 'p' });
    expect(LoginBodySchema.safeParse({ email: 'x@y.com' }).error?.issues[0]?.message).toBe('Password is required');
  });
});

describe('checkSignupForm (the auth page, before sending)', () => {
  const form = {
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.co',
    password: 'Renew-2026-ok',
    confirmPassword: 'Renew-2026-ok',
  };
  it('accepts a complete form', () => expect(checkSignupForm(form)).toBeNull());
  it('says which rule failed, in the spec words', () => {
    expect(checkSignupForm({ ...form, confirmPassword: 'Renew-2026-no' })).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(checkSignupForm({ ...form, password: '123', confirmPassword: '123' })).toBe(PASSWORD_TOO_SHORT);
    expect(checkSignupForm({ ...form, lastName: ' ' })).toBe('Please fill in all fields.');
    expect(checkSignupForm({ ...form, email: 'not-an-email' })).toBe('Please enter a valid email address');
  });
});
