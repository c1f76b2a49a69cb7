import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Dialect } from './connect.ts';
import type { MigrationContext } from './migrations/context.ts';
import * as m001 from './migrations/001-users-sessions.ts';
import * as m002 from './migrations/002-applications-documents-jobs.ts';
import * as m003 from './migrations/003-reviews-feedback-storage.ts';
import * as m006 from './migrations/006-support-messages.ts';
import * as m007 from './migrations/007-security-hardening.ts';
import * as m008 from './migrations/008-fair-job-queue.ts';
import * as m009 from './migrations/009-user-identities.ts';
import * as m010 from './migrations/010-live-chat.ts';
import * as m011 from './migrations/011-one-active-chat.ts';
import * as m012 from './migrations/012-mail-outbox-job-purge.ts';
import * as m013 from './migrations/013-email-verification.ts';
import * as m014 from './migrations/014-review-verdicts.ts';
import * as m015 from './migrations/015-api-keys.ts';
import * as m017 from './migrations/017-application-events.ts';

type Step = { up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> };

// Listed explicitly (not read from disk) so the bundled server carries its migrations.
const steps: Record<string, Step> = {
  '001-users-sessions': m001,
  '002-applications-documents-jobs': m002,
  '003-reviews-feedback-storage': m003,
  '006-support-messages': m006,
  '007-security-hardening': m007,
  '008-fair-job-queue': m008,
  '009-user-identities': m009,
  '010-live-chat': m010,
  '011-one-active-chat': m011,
  '012-mail-outbox-job-purge': m012,
  '013-email-verification': m013,
  '014-review-verdicts': m014,
  '015-api-keys': m015,
  '017-application-events': m017,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly ctx: MigrationContext) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(steps).map(([name, step]) => [name, { up: (db: Kysely<unknown>) => step.up(db, this.ctx) }]),
    );
  }
}

/** `schema` names the PostgreSQL schema to migrate when it is not the default one (tests use one per file). */
export async function migrateToLatest(db: Db, dialect: Dialect, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider({ dialect }),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
