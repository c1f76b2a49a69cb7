import type { HelpPassage } from '#shared/help/help-passages.ts';

const TIMEOUT_MS = 8000;

/**
 * Optional: an OpenAI-compatible endpoint turns the retrieved passages into a conversational reply.
 * It may only reword: a reply carrying a number the passages do not contain is thrown away, and any
 * failure falls back to the retrieved text (docs/decisions/0025-quick-help.md).
 */
export class LlmRewriter {
  constructor(
    private readonly options: { baseUrl: string; model: string; apiKey?: string | undefined },
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  async rewrite(question: string, passages: readonly HelpPassage[]): Promise<string | undefined> {
    const context = passages.map((p) => `## ${p.heading}\n${p.text}`).join('\n\n');
    try {
      const res = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          temperature: 0,
          messages: [
            {
              role: 'system',
              content:
                'You answer questions about renewing an Indian passport abroad. Use ONLY the passages given. Do not add any fact, number, fee or time that is not in them. Answer in at most 4 short sentences.',
            },
            { role: 'user', content: `Passages:\n${context}\n\nQuestion: ${question}` },
          ],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`LLM answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
      const text = body.choices?.[0]?.message?.content?.trim();
      if (!text) return undefined;
      return addsNoNumbers(text, context) ? text : undefined;
    } catch (error) {
      this.log.warn({ err: error }, 'Quick Help rewrite failed; answering with the retrieved text');
      return undefined;
    }
  }
}

/** Every number in the reply appears in the passages: a cheap guard against invented figures. */
export function addsNoNumbers(reply: string, passages: string): boolean {
  const known = new Set(passages.match(/\d+(?:[.,]\d+)?/g) ?? []);
  return (reply.match(/\d+(?:[.,]\d+)?/g) ?? []).every((n) => known.has(n));
}
