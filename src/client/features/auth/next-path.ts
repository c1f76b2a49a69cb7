import { safeNextPath } from '#shared/domain/next-path.ts';

/** The sign-in page for a signed-out visit to `path`: after signing in, the visitor lands back there. */
export const signInPathFor = (path: string) => `/auth?tab=login&next=${encodeURIComponent(path)}`;

/** The page to return to after signing in, from the sign-in page's query; only a path on this site counts. */
export const nextFromSearch = (search: string) => safeNextPath(new URLSearchParams(search).get('next'));

/** `url` with `?next=` added when there is somewhere to return to. */
export const withNext = (url: string, next: string | undefined) =>
  next ? `${url}${url.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : url;
