import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it.each(['/application/12', '/application/12?step=4', '/admin?tab=reviews&status=submitted', '/pro-dashboard#x'])(
    'keeps the page path %s',
    (path) => expect(safeNextPath(path)).toBe(path),
  );

  it.each([
    ['another site', 'https://evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/application/12'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that URL parsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'application/12'],
    ['the API', '/api/auth/logout'],
    ['the sign-in page itself', '/auth?tab=login'],
    ['nothing', ''],
    ['not a string', 42],
    ['an absurdly long path', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_what, value) => expect(safeNextPath(value)).toBeUndefined());
});
