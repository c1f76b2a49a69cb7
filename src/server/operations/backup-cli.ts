// `npm run backup -- <folder>` and `npm run restore -- <folder>`: SQLite deployments (DATA_DIR,
// DATABASE_URL=sqlite:...). PostgreSQL has its own tools (pg_dump); the blobs folder is copied beside it.
import { parseEnv, toConfig } from '../config.ts';
import { backupData, restoreData } from './backup.ts';

const [command, folder] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('Usage: npm run backup -- <folder>   |   npm run restore -- <folder>');
  process.exit(2);
}
try {
  const env = parseEnv();
  const config = toConfig(env);
  if (config.s3) {
    // The files are not in DATA_DIR: a copy of the folder would look complete and restore every upload missing.
    throw new Error(
      'S3_URL is set: the uploaded files live in the bucket. Back up the bucket with its own tools (versioning, ' +
        'replication) and the database with its own, and keep BLOB_ENCRYPTION_KEY apart from them.',
    );
  }
  if (config.database.kind !== 'sqlite') {
    throw new Error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump and copy DATA_DIR/blobs; keep BLOB_ENCRYPTION_KEY apart.',
    );
  }
  if (command === 'backup') {
    const files = await backupData(config.dataDir, config.database.file, folder);
    console.log(`Backed up ${files.join(', ')} (${folder}). The encryption key is not in it: keep it apart.`);
  } else {
    const { files, warnings } = restoreData(folder, config.dataDir, config.database.file, {
      blobKey: config.blobKey,
      // Only a secret the operator gave: the config's own may have been generated just now into DATA_DIR.
      sessionSecret: env.SESSION_SECRET,
    });
    console.log(`Restored ${files.join(', ')} (${folder})`);
    for (const warning of warnings) console.error(`restore warning: ${warning}`);
  }
} catch (error) {
  console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
