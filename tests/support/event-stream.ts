import type { TestClient } from './client.ts';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/**
 * An EventSource for tests: reads a server-sent event stream with the client's cookies and waits for
 * events as a browser would receive them.
 */
export async function openEventStream(
  client: TestClient,
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  next(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { cookie: client.cookieHeader(), accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const seen: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
            ) as Record<string, string>;
            if (fields.data === undefined) continue;
            seen.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
            waiters.forEach((wake) => wake());
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = seen.findIndex(match);
          if (found === -1) return false;
          const [event] = seen.splice(found, 1);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(event!);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms (seen: ${JSON.stringify(seen)})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}
