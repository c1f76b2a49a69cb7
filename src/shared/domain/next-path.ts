/**
 * Where to go after signing in: `next` is honoured only as a path on this site, so a crafted link can never
 * send someone elsewhere (an open redirect). See docs/decisions/0042-client-forms.md.
 */
export const NEXT_PATH_MAX = 2000;

const PLACEHOLDER_ORIGIN = 'https://passport-buddy.invalid';

const isUnsafeCharacter = (c: string) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** The path itself when it is a same-site page path ('/application/12?step=4'), otherwise undefined. */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > NEXT_PATH_MAX) return undefined;
  // '//host' and '/\host' are read by browsers as another site; control characters (a tab, a newline) are
  // dropped by URL parsers, which would turn '/\t/host' into '//host'.
  if (!value.startsWith('/') || value.startsWith('//') || [...value].some(isUnsafeCharacter)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  // Pages only: the API answers JSON, and the sign-in pages would only ask again.
  if (/^\/(api|auth|login)(\/|$)/.test(url.pathname)) return undefined;
  return value;
}
