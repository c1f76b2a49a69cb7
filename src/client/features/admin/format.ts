/** Dates in the admin area: en-US, as the spec shows dates elsewhere. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** '3h 12m left' or '1h 05m overdue'. */
export function slaText(dueAt: string, now: number): string {
  const ms = Date.parse(dueAt) - now;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const text = `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
  return ms >= 0 ? `${text} left` : `${text} overdue`;
}
