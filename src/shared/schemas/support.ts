import { z } from 'zod';

/** docs/product.md §8, §11: one message for any empty field. */
export const SUPPORT_MISSING_TITLE = 'Missing Information';
export const SUPPORT_MISSING_MESSAGE = 'Please fill in all fields.';
export const SUPPORT_SENT_TITLE = 'Message Sent!';
export const SUPPORT_FAILED_TITLE = 'Error';
export const SUPPORT_FAILED_MESSAGE = 'Failed to send message. Please try again.';

const required = (max: number) =>
  z
    .string({ error: SUPPORT_MISSING_MESSAGE })
    .trim()
    .min(1, SUPPORT_MISSING_MESSAGE)
    .max(max, `Please keep this under ${max} characters.`);

/** The Support Center form and POST /api/support-messages: the same rules on both sides. */
export const supportMessageBodySchema = z.strictObject({
  name: required(120),
  email: required(254).pipe(z.email('Please enter a valid email address.')),
  subject: required(200),
  message: required(5000),
});
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

export const supportReplyBodySchema = z.strictObject({
  reply: z.string({ error: 'Please write a reply.' }).trim().min(1, 'Please write a reply.').max(10_000),
});
export type SupportReplyBody = z.infer<typeof supportReplyBodySchema>;

/** open: waiting for staff; replied: answered by e-mail here; handled: dealt with another way (phone, spam). */
export const SUPPORT_MESSAGE_STATUSES = ['open', 'replied', 'handled'] as const;
export type SupportMessageStatus = (typeof SUPPORT_MESSAGE_STATUSES)[number];

/** PATCH /api/admin/support-messages/{id}: mark handled without a reply, or open it again. */
export const supportStatusBodySchema = z.strictObject({
  status: z.enum(['open', 'handled'], { error: 'status must be open or handled' }),
});
export type SupportStatusBody = z.infer<typeof supportStatusBodySchema>;

export const supportMessageSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_MESSAGE_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
export const supportMessageListSchema = z.array(supportMessageSchema);
