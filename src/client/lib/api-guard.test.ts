import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint guard of docs/decisions/0047-client-api.md: unparsed answers cannot come back into src/client. */
describe('eslint guard against unparsed API answers', () => {
  const eslint = new ESLint();
  const restricted = async (code: string, filePath = 'src/client/features/probe/probe.ts') => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('refuses res.json() and a cast of it', async () => {
    const found = await restricted(
      'export const read = async (res: Response) => (await res.json()) as { id: number };\n',
    );
    expect(found).toEqual([
      expect.stringContaining('Do not cast an answer'),
      expect.stringContaining('not res.json()'),
    ]);
  });

  it('refuses a typed useQuery without its loader', async () => {
    const found = await restricted(
      "import { useQuery } from '@tanstack/react-query';\nexport const useThing = () => useQuery<number>({ queryKey: ['/api/thing'] });\n",
    );
    expect(found).toEqual([
      expect.stringContaining('not a type argument'),
      expect.stringContaining('Spread an endpoint definition'),
    ]);
  });

  it('accepts a query spread from an endpoint definition', async () => {
    const found = await restricted(
      "import { useQuery } from '@tanstack/react-query';\nimport { applicationsQuery } from '#client/api/applications.ts';\nexport const useThing = () => useQuery({ ...applicationsQuery(), enabled: true });\n",
    );
    expect(found).toEqual([]);
  });
});
