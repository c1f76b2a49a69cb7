import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveChatEvent } from '#shared/schemas/live-chat.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';

/**
 * Carries live chat events (new message, claim, typing, read) to every event stream of every server
 * process. The database stays the record; the bus only says "look, something changed".
 */
export interface ChatBus {
  publish(event: LiveChatEvent): Promise<void>;
  subscribe(listener: (event: LiveChatEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process (SQLite): an in-memory emitter, one per app. */
export class LocalChatBus implements ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: LiveChatEvent): Promise<void> {
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: LiveChatEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const RECONNECT_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY: every process listens on one channel on its own connection and publishes with
 * pg_notify, so a message posted to one process reaches event streams held by another. The channel is named
 * after the schema, so test servers on one database (a schema each) do not hear each other.
 */
export class PgChatBus implements ChatBus {
  private readonly local = new LocalChatBus();
  private readonly channel: string;
  private client: pg.Client | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly url: string,
    schema: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = `live_chat${schema ? `_${schema}` : ''}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  }

  /** Resolves once LISTEN is in place, so nothing published after start-up is missed. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (note) => {
      if (note.channel !== this.channel || !note.payload) return;
      try {
        void this.local.publish(JSON.parse(note.payload) as LiveChatEvent);
      } catch (error) {
        this.log.warn({ err: error }, 'live chat: unreadable notification');
      }
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      this.log.warn({ err: error }, 'live chat: listener connection lost, reconnecting');
      this.client = undefined;
      void client.end().catch(() => undefined);
      this.reconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    await client.query(`LISTEN "${this.channel}"`);
    this.client = client;
  }

  private reconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.start().catch(() => this.reconnect());
    }, RECONNECT_MS);
    this.retry.unref();
  }

  async publish(event: LiveChatEvent): Promise<void> {
    // A payload must stay under PostgreSQL's 8000 bytes: messages are at most 1000 characters (4000 bytes).
    await sql`select pg_notify(${this.channel}, ${JSON.stringify(event)})`.execute(this.db);
  }

  subscribe(listener: (event: LiveChatEvent) => void): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.local.close();
    await this.client?.end().catch(() => undefined);
  }
}

export async function createChatBus(db: Db, config: Config, log: FastifyBaseLogger): Promise<ChatBus> {
  if (config.database.kind !== 'postgres') return new LocalChatBus();
  const bus = new PgChatBus(db, config.database.url, config.database.schema, log);
  await bus.start();
  return bus;
}
