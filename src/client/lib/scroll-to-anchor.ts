/**
 * After a client-side navigation the target may not be rendered yet (its data is still loading): look for
 * it for a few seconds, then scroll it into view and move keyboard focus to it.
 */
export function scrollToAnchorWhenReady(id: string, timeoutMs = 5000): void {
  const started = Date.now();
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
      return;
    }
    if (Date.now() - started < timeoutMs) setTimeout(attempt, 100);
  };
  setTimeout(attempt, 0);
}
