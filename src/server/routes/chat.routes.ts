import type { FastifyInstance } from 'fastify';
import { quickHelpBodySchema, quickHelpResponseSchema } from '#shared/schemas/chat.ts';
import { HelpIndex } from '../chat/help-index.ts';
import { LlmRewriter } from '../chat/llm-rewrite.ts';
import { answerQuickHelp } from '../domain/chat/answer-quick-help.ts';
import { errors, typed } from '../http/contract.ts';

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const index = new HelpIndex();
  const rewriter = ctx.config.llm ? new LlmRewriter(ctx.config.llm, app.log) : undefined;

  // Open to visitors: Quick Help greets people on the landing page.
  typed(app).post(
    '/api/chat/quick-help',
    {
      schema: {
        tags: ['Quick Help'],
        summary: 'Ask Quick Help: an answer from our help pages with its sources, or an offer of live chat',
        security: [],
        body: quickHelpBodySchema,
        response: { 200: quickHelpResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      await ctx.limits.quickHelpPerIp.consume(request.ip, 'questions from this network');
      return answerQuickHelp({
        index,
        rewriter,
        message: body.message,
        context: body.context,
        history: body.conversationHistory,
      });
    },
  );
}
