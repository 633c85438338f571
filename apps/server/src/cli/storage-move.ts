// `npm run storage:move -w @nibble/server -- --to s3` (docs/operations.md "Moving pictures"):
// copies every picture from one store into another, resumably, checking each object's size
// and SHA-256; the source is deleted only with --delete-source. Reads the server's own
// environment (DATA_DIR, DATABASE_URL, S3_*), from the folder npm was started in.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, migrate, openDatabase } from '../db/client.ts';
import { type BlobStore, DiskBlobStore, PgBlobStore, S3BlobStore } from '../storage/index.ts';
import { moveBlobs } from '../storage/move.ts';

const STORES = ['s3', 'disk', 'postgres'] as const;
type StoreName = (typeof STORES)[number];

const USAGE = `usage: npm run storage:move -w @nibble/server -- --to s3|disk|postgres
       [--from s3|disk|postgres] [--dir FOLDER] [--delete-source]
  --to             where the pictures go
  --from           where they are now; default: with --to s3 the database's own store
                   (disk on the embedded database, postgres with DATABASE_URL), otherwise s3
  --dir            the disk store's folder (default DATA_DIR/files)
  --delete-source  remove each picture from the source once its copy is verified`;

class UsageError extends Error {}

const storeName = (value: string | undefined, option: string): StoreName | undefined => {
  if (value === undefined) return undefined;
  if ((STORES as readonly string[]).includes(value)) return value as StoreName;
  throw new UsageError(`${option} must be one of ${STORES.join(', ')}, got "${value}"`);
};

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      to: { type: 'string' },
      from: { type: 'string' },
      dir: { type: 'string' },
      'delete-source': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const to = storeName(values.to, '--to');
  if (!to) throw new UsageError('--to is required');
  const databaseStore: StoreName = config.databaseUrl ? 'postgres' : 'disk';
  const from = storeName(values.from, '--from') ?? (to === 's3' ? databaseStore : 's3');
  if (from === to) throw new UsageError(`--from and --to are both ${to}`);

  let database: DatabaseHandle | undefined;
  const open = async (name: StoreName): Promise<BlobStore> => {
    if (name === 's3') {
      if (!config.s3) throw new UsageError('S3 is not configured: set S3_URL or S3_ENDPOINT…');
      return new S3BlobStore(config.s3);
    }
    if (name === 'disk') return new DiskBlobStore(values.dir ?? join(config.dataDir, 'files'));
    if (!config.databaseUrl) throw new UsageError('postgres needs DATABASE_URL');
    database ??= await openDatabase(config);
    await migrate(database.db, database.kind);
    return new PgBlobStore(database.db);
  };
  const source = await open(from);
  const target = await open(to);
  try {
    console.log(`storage:move: ${from} → ${to}${values['delete-source'] ? ' (deleting)' : ''}`);
    let seen = 0;
    const report = await moveBlobs(source, target, {
      deleteSource: values['delete-source'],
      onKey: (key, outcome) => {
        seen += 1;
        if (outcome === 'failed') console.error(`storage:move: ${key} did not verify; kept`);
        else if (seen % 1000 === 0) console.log(`storage:move: ${seen} pictures so far`);
      },
    });
    console.log(
      `storage:move: ${report.total} pictures: ${report.copied} copied, ` +
        `${report.skipped} already there, ${report.failed.length} failed, ` +
        `${report.deleted} deleted from ${from}`,
    );
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    source.close?.();
    target.close?.();
    await database?.close();
  }
}

// npm -w runs this in apps/server; DATA_DIR and the other paths mean the folder npm started in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`storage:move: ${error.message}\n${USAGE}`);
    else if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(2);
  },
);
