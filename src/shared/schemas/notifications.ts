import { z } from 'zod';

export const TEST_EMAIL_TYPES = ['verification_success', 'verification_failed', 'application_status'] as const;
export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];

export const TEST_EMAIL_LABELS: Readonly<Record<TestEmailType, string>> = {
  verification_success: 'Verification Success',
  verification_failed: 'Verification Failed',
  application_status: 'Application Status',
};

export const testEmailBodySchema = z.strictObject({
  emailType: z.enum(TEST_EMAIL_TYPES, {
    error: 'emailType must be verification_success, verification_failed or application_status',
  }),
});
