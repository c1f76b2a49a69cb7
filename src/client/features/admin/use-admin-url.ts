import { useLocation, useSearch } from 'wouter';
import { adminApplicationsQuerySchema, type AdminApplicationsQuery } from '#shared/schemas/admin.ts';

const DEFAULTS: AdminApplicationsQuery = adminApplicationsQuerySchema.parse({});
const KEYS = Object.keys(DEFAULTS) as (keyof AdminApplicationsQuery)[];

/**
 * The applications list's filters from the query string, through the schema the server reads them with. Each
 * is read on its own, so one bad value (an edited link) falls back to its default alone.
 */
export function readApplicationsQuery(search: string): AdminApplicationsQuery {
  const params = new URLSearchParams(search);
  const read = <K extends keyof AdminApplicationsQuery>(key: K): AdminApplicationsQuery[K] => {
    const parsed = adminApplicationsQuerySchema.shape[key].safeParse(params.get(key) ?? undefined);
    return (parsed.success ? parsed.data : DEFAULTS[key]) as AdminApplicationsQuery[K];
  };
  return Object.fromEntries(KEYS.map((key) => [key, read(key)])) as AdminApplicationsQuery;
}

/**
 * The admin page's state lives in its URL (tab, search, filters, page), so a reload keeps it and a link shares
 * it. Changes replace the history entry: Back leaves the page rather than stepping through keystrokes.
 */
export function useAdminUrl() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const update = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      const isDefault =
        value === undefined || value === '' || String(value) === String(DEFAULTS[key as keyof AdminApplicationsQuery]);
      if (isDefault) next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  return { params, query: readApplicationsQuery(search), update };
}
