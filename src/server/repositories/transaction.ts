import type { Db } from '../db/connect.ts';
import { shareFieldCipher } from '../storage/field-cipher.ts';

/** Runs `work` in one transaction whose handle seals and opens encrypted columns like `db` does. */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.transaction().execute((trx) => {
    shareFieldCipher(db, trx);
    return work(trx);
  });
