import type { FastifyInstance } from 'fastify';
import { quickHelpBodySchema } from '#shared/schemas/chat.ts';
import { HelpIndex } from '../chat/help-index.ts';
import { LlmRewriter } from '../chat/llm-rewrite.ts';
import { answerQuickHelp } from '../domain/chat/answer-quick-help.ts';
import { parseBody } from '../http/validate.ts';

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const index = new HelpIndex();
  const rewriter = ctx.config.llm ? new LlmRewriter(ctx.config.llm, app.log) : undefined;

  // Open to visitors: Quick Help greets people on the landing page.
  app.post('/api/chat/quick-help', async (request) => {
    const body = parseBody(quickHelpBodySchema, request.body);
    await ctx.limits.quickHelpPerIp.consume(request.ip, 'questions from this network');
    return answerQuickHelp({
      index,
      rewriter,
      message: body.message,
      context: body.context,
      history: body.conversationHistory,
    });
  });
}
