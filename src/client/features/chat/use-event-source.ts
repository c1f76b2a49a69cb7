import { useEffect, useRef } from 'react';
import { queryClient } from '#client/lib/query.ts';
import { SUBSCRIPTION_STATUS_KEY } from '../auth/use-auth.ts';

/**
 * Listens to a server-sent event stream while `enabled`. The browser reconnects by itself and sends
 * Last-Event-ID, so the server replays missed messages; `onOpen` runs on every (re)connection to resync.
 * An `access-ended` event (signed out everywhere, staff role removed) stops it for good.
 */
export function useEventSource(
  url: string,
  enabled: boolean,
  handlers: Record<string, (data: unknown) => void>,
  onOpen?: () => void,
) {
  const latest = useRef({ handlers, onOpen });
  useEffect(() => {
    latest.current = { handlers, onOpen };
  });
  const types = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const listen = (type: string) => (event: MessageEvent<string>) => {
      try {
        latest.current.handlers[type]?.(JSON.parse(event.data));
      } catch {
        // A malformed event is skipped; the next resync corrects the view.
      }
    };
    for (const type of types.split(',')) source.addEventListener(type, listen(type));
    source.addEventListener('open', () => latest.current.onOpen?.());
    // The server ends the stream when the session or the staff role is gone: stop reconnecting and re-read
    // who we are, so the page shows the sign-in screen or leaves the staff area instead of retrying forever.
    source.addEventListener('access-ended', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
    });
    return () => source.close();
  }, [url, enabled, types]);
}
