import { z } from 'zod';
import { paymentsModeSchema } from './payments.ts';

/** GET /api/config: what every page needs before anyone signs in. */
export const publicConfigSchema = z.object({
  paymentsMode: paymentsModeSchema,
  /** The landing page offers "Try the demo" only when the server hands out demo accounts. */
  demoEnabled: z.boolean(),
  /** Continue with Google is shown only when the server has an OpenID client configured. */
  googleSignIn: z.boolean(),
  /** The Support Center shows its phone option only when the operator set a number (SUPPORT_PHONE). */
  supportPhone: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The banner every page shows while purchases are simulated. */
export const SITE_TEST_MODE_BANNER = 'Test mode: payments are simulated and no card is charged.';
