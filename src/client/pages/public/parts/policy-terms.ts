/**
 * Commitments the policy pages make (docs/product.md §12) that src/shared/constants.ts does not
 * hold yet. Kept in one place so the privacy policy, the terms and /legal cannot drift apart.
 */
export const POLICY_UPDATED = 'November 1, 2025';
export const PRIVACY_REPLY_HOURS = 48;
export const PRIVACY_RESOLVE_DAYS = 30;
export const PRICE_CHANGE_NOTICE_DAYS = 30;
/** Liability is capped at what the user paid in this many months before the claim. */
export const LIABILITY_CAP_MONTHS = 12;
export const ENCRYPTION_STANDARD = '256-bit AES';
/** Session cookie set by the server (src/server/auth/sessions.ts): name and lifetime. */
export const SESSION_COOKIE_NAME = 'pb_session';
export const SESSION_COOKIE_DAYS = 30;
