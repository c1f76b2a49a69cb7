import type { FastifyRequest } from 'fastify';
import { ATTACHMENTS_REFUSED, CHAT_ACCESS_ENDED, type LiveChatEvent } from '#shared/schemas/live-chat.ts';
import { AppError } from '../http/app-error.ts';
import type { EventStream } from '../http/event-stream.ts';

const ATTACHMENT_FIELDS = ['attachment', 'attachments', 'file', 'files', 'image', 'upload'];

/** Live chat takes words only: an upload (multipart, a file body, a file field) gets a polite refusal. */
export function refuseAttachments(request: FastifyRequest): void {
  if (request.isMultipart() || Buffer.isBuffer(request.body)) throw new AppError(415, ATTACHMENTS_REFUSED);
  const body = request.body;
  if (body && typeof body === 'object' && ATTACHMENT_FIELDS.some((field) => field in body)) {
    throw new AppError(400, ATTACHMENTS_REFUSED);
  }
}

/** Relays a bus event to one stream; message events carry their id for Last-Event-ID. */
export function forward(stream: EventStream, event: LiveChatEvent): void {
  stream.send(event.type, event, event.type === 'message' ? event.message.id : undefined);
}

/**
 * Relays bus events to a stream only while its owner may still see them (`stillAllowed` re-reads the session and
 * role); otherwise the stream gets an `access-ended` event and closes. Checks run one after another, so events
 * keep their order.
 */
export function guardedRelay(stream: EventStream, stillAllowed: () => Promise<boolean>) {
  let chain = Promise.resolve();
  let ended = false;
  const endAccess = () => {
    if (ended) return;
    ended = true;
    stream.send('access-ended', { message: CHAT_ACCESS_ENDED });
    stream.close();
  };
  const check = async () => {
    if (!ended && !(await stillAllowed())) endAccess();
    return !ended;
  };
  return {
    relay(event: LiveChatEvent): void {
      chain = chain.then(async () => {
        if (await check()) forward(stream, event);
      });
    },
    /** For the heartbeat: true while access holds. */
    check,
  };
}
