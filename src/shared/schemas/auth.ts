import { z } from 'zod';
import { ROLES } from '../permissions.ts';
import { MIN_PASSWORD, PLAN_IDS, type PlanId } from '../constants.ts';
import { NEXT_PATH_MAX, safeNextPath } from '../domain/next-path.ts';

export const PlanIdSchema = z.enum(PLAN_IDS);
export type { PlanId };

export const MIN_PASSWORD_LENGTH = MIN_PASSWORD;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD} characters long.`;
/** The server holds the common-password list (too large for the page); both sides show this message. */
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));
const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(200, 'Password is too long');
const namePart = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

export const LoginBodySchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** The auth page sends first and last name (and a plan); the landing modal sends one name. */
const AuthPageSignupSchema = z.object({
  email,
  password,
  firstName: namePart('First name'),
  lastName: namePart('Last name'),
  plan: PlanIdSchema.optional(),
});
/** One name and no first name: a body with firstName is the auth page's, whatever else it carries. */
const ModalSignupSchema = z.object({ name: namePart('Name'), email, password, firstName: z.never().optional() });

const normaliseSignup = (body: z.output<typeof AuthPageSignupSchema> | z.output<typeof ModalSignupSchema>) => {
  if ('name' in body) {
    const [first = '', ...rest] = body.name.split(/\s+/);
    return {
      email: body.email,
      password: body.password,
      firstName: first,
      lastName: rest.join(' '),
      plan: 'basic' as const,
    };
  }
  return { ...body, plan: body.plan ?? ('basic' as const) };
};

const isModalSignup = (body: unknown) =>
  typeof body === 'object' && body !== null && 'name' in body && !('firstName' in body);

/**
 * POST /api/auth/signup: either shape, told apart by its keys, so an error names the fields the sender actually
 * used. Zod answers with the issues of the one shape whose fields are all there; when neither is, the error
 * below takes the first message of the shape the keys name (never a generic "Invalid input").
 */
export const SignupBodySchema = z
  .union([AuthPageSignupSchema, ModalSignupSchema], {
    error: (issue) =>
      issue.code === 'invalid_union' ? issue.errors[isModalSignup(issue.input) ? 1 : 0]?.[0]?.message : undefined,
  })
  .transform(normaliseSignup);
export type SignupBody = z.input<typeof AuthPageSignupSchema> | z.input<typeof ModalSignupSchema>;
export type NormalisedSignup = ReturnType<typeof normaliseSignup>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  plan: PlanIdSchema,
  hasAccess: z.boolean(),
  /** The owner proved the address (a link we e-mailed, or a provider that verified it). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const SubscriptionStatusSchema = z.object({
  plan: PlanIdSchema,
  /** 'active' once paid, 'unpaid' before; never 'inactive' for a signed-in user (see docs/decisions). */
  status: z.enum(['active', 'unpaid', 'inactive']),
  hasAccess: z.boolean(),
  role: z.enum(ROLES),
  /** Known before the first paint, so the "confirm your address" banner never pushes the page down. */
  emailVerified: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The second password box of the sign-up and password forms (client only: the server never sees it). */
const confirmPassword = z.string().min(1, 'Please confirm the password.');
const CONFIRMATION_MISMATCH = { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH };

/** The auth page's Create Account form: what the server checks, and the confirmation. */
export const SignupFormSchema = AuthPageSignupSchema.extend({ confirmPassword }).refine(
  (form) => form.password === form.confirmPassword,
  CONFIRMATION_MISMATCH,
);
/** The landing page's quick sign-up form. */
export const ModalSignupFormSchema = ModalSignupSchema.extend({ confirmPassword }).refine(
  (form) => form.password === form.confirmPassword,
  CONFIRMATION_MISMATCH,
);

/** POST /api/auth/sign-in-link: e-mails a single-use sign-in link (for an account locked by failed attempts). */
export const SignInLinkBodySchema = z.object({
  email,
  /** Where the link lands once used (an unsafe path is dropped: docs/decisions/0042-client-forms.md). */
  next: z
    .string()
    .max(NEXT_PATH_MAX)
    .optional()
    .transform((path) => safeNextPath(path)),
});
export const SIGN_IN_LINK_SENT = 'If an account exists for that address, we have e-mailed it a sign-in link.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link has expired or has already been used.';

/** E-mail ownership (docs/decisions/0037-email-verification.md). */
export const VERIFY_EMAIL_SENT = 'We have e-mailed you a new link to confirm your address.';
export const VERIFY_EMAIL_INVALID =
  'This confirmation link has expired or has already been used. Sign in and ask for a new one.';
export const EMAIL_CONFIRMED = 'Thank you: your e-mail address is confirmed.';

/** POST /api/auth/password: a new password; the current one too when the account has one. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().max(200).optional(),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({ confirmPassword }).refine(
  (form) => form.newPassword === form.confirmPassword,
  CONFIRMATION_MISMATCH,
);
export const PASSWORD_CHANGED = 'Your password is set. Other devices have been signed out.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';
