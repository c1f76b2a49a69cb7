import { describe, expect, it } from 'vitest';
import {
  LoginBodySchema,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  ChangePasswordFormSchema,
  ModalSignupFormSchema,
  SignInLinkBodySchema,
  SignupFormSchema,
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

describe('the sign-up and password forms (the shared rules plus the confirmation)', () => {
  const form = {
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.co',
    password: 'Renew-2026-ok',
    confirmPassword: 'Renew-2026-ok',
  };
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('accepts a complete form', () => expect(SignupFormSchema.safeParse(form).success).toBe(true));
  it('says which rule failed, on the field it concerns, in the spec words', () => {
    expect(messages(SignupFormSchema.safeParse({ ...form, confirmPassword: 'Renew-2026-no' }))).toEqual({
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
    expect(messages(SignupFormSchema.safeParse({ ...form, password: '123', confirmPassword: '124' }))).toEqual({
      password: PASSWORD_TOO_SHORT,
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
    expect(messages(SignupFormSchema.safeParse({ ...form, lastName: ' ' }))).toEqual({
      lastName: 'Last name is required',
    });
    expect(messages(SignupFormSchema.safeParse({ ...form, email: 'not-an-email' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });
  it('checks the landing modal and the new password the same way', () => {
    const modal = { name: 'Neha Gupta', email: 'n@g.in', password: 'Renew-2026-ok', confirmPassword: 'x' };
    expect(messages(ModalSignupFormSchema.safeParse(modal))).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(
      messages(ChangePasswordFormSchema.safeParse({ currentPassword: '', newPassword: '1', confirmPassword: '1' })),
    ).toEqual({ newPassword: PASSWORD_TOO_SHORT });
  });
});

describe('sign-in link body', () => {
  it('keeps a same-site next path and drops any other', () => {
    expect(SignInLinkBodySchema.parse({ email: 'a@b.co', next: '/application/12' }).next).toBe('/application/12');
    expect(SignInLinkBodySchema.parse({ email: 'a@b.co', next: '//evil.example' }).next).toBeUndefined();
    expect(SignInLinkBodySchema.parse({ email: 'a@b.co' }).next).toBeUndefined();
  });
});
