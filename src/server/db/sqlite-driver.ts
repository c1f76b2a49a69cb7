import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * better-sqlite3 13 on runtimes with Node-API 10 (Node 22 and later): its statements no longer trip Node
 * 24's RemoveEnvironmentCleanupHook assertion in worker threads. Node 20 has Node-API 9 only, where 13
 * crashes at its first call, so it keeps 12 (built for it). See docs/decisions/0020-node-versions.md.
 */
export const SqliteDatabase: typeof BetterSqlite3 =
  Number(process.versions.napi) >= 10
    ? (require('better-sqlite3-napi10') as typeof BetterSqlite3)
    : (require('better-sqlite3') as typeof BetterSqlite3);
