import type { FastifyReply, FastifyRequest } from 'fastify';

export const HEARTBEAT_MS = 15_000;
const RETRY_MS = 3000;

export interface EventStream {
  /** `id` lets a reconnecting browser resume with Last-Event-ID; ephemeral events (typing) have none. */
  send(event: string, data: unknown, id?: number): void;
  onClose(listener: () => void): void;
  /** Ends the stream from the server side (the client's EventSource then reconnects and is refused). */
  close(): void;
}

/** The Last-Event-ID a reconnecting EventSource sends, or undefined on a first connection. */
export function lastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const id = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Server-sent events over the raw response, kept open until the client leaves or the server closes. A comment
 * line every HEARTBEAT_MS keeps proxies from timing the stream out and runs `onHeartbeat` (staff presence).
 */
export class EventStreams {
  private readonly open = new Set<() => void>();

  start(request: FastifyRequest, reply: FastifyReply, onHeartbeat?: () => Promise<void>): EventStream {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const listeners: (() => void)[] = [];
    const heartbeat = setInterval(() => {
      raw.write(': ping\n\n');
      onHeartbeat?.().catch((error: unknown) => request.log.warn({ err: error }, 'event stream heartbeat failed'));
    }, HEARTBEAT_MS);
    const end = () => {
      if (!this.open.delete(end)) return;
      clearInterval(heartbeat);
      listeners.forEach((listener) => listener());
      raw.end();
    };
    this.open.add(end);
    raw.on('close', end);
    return {
      send(event, data, id) {
        if (raw.writableEnded) return;
        raw.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      onClose(listener) {
        listeners.push(listener);
      },
      close: end,
    };
  }

  /** At shutdown: an open stream would keep the server from closing. */
  closeAll(): void {
    [...this.open].forEach((end) => end());
  }
}
