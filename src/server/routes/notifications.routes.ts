import type { FastifyInstance } from 'fastify';
import { TEST_EMAIL_LABELS, testEmailBodySchema, type TestEmailType } from '#shared/schemas/notifications.ts';
import { before, requireUser } from '../auth/guards.ts';
import { errors, messageSchema, SIGNED_IN, typed } from '../http/contract.ts';

const TEMPLATES: Record<TestEmailType, { subject: string; text: string }> = {
  verification_success: {
    subject: 'Your documents passed verification',
    text: 'Good news: the documents you uploaded to Passport Buddy passed our checks. Sign in to review the results.',
  },
  verification_failed: {
    subject: 'A document needs your attention',
    text: 'One of your documents did not pass our checks. Sign in to Passport Buddy to see why and how to fix it.',
  },
  application_status: {
    subject: 'Your application status has changed',
    text: 'The status of your passport application has changed. Sign in to Passport Buddy for details.',
  },
};

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  typed(app).post(
    '/api/test-email',
    {
      preValidation: before(async (request) => {
        const user = await requireUser(request);
        await app.ctx.limits.testEmailsPerUser.consume(String(user.id), 'test e-mails');
      }),
      schema: {
        tags: ['Notifications'],
        summary: 'Send yourself an example of one of our notification e-mails',
        body: testEmailBodySchema,
        response: { 200: messageSchema, ...errors(400, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { emailType } = request.body;
      await app.ctx.mailer.send({ to: user.email, ...TEMPLATES[emailType] });
      return { message: `${TEST_EMAIL_LABELS[emailType]} email sent to ${user.email}` };
    },
  );
}
