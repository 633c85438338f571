// The server process: config → database → migrations → bootstrap → listen.
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap/index.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';

// Publication ranges are whole calendar days (packages/core/src/publication.ts), counted in
// the process's local zone. The organisations are in India, so that is the default zone;
// an operator elsewhere sets TZ. Node re-reads TZ when it is assigned before any date is used.
process.env.TZ ||= 'Asia/Kolkata';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrate(database.db, database.kind);
  await bootstrap(database.db, config);

  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Nibble Studio serving ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  // A configuration mistake reads best as its message alone; anything else needs its stack.
  const isConfig = error instanceof Error && error.message.startsWith('Invalid configuration');
  console.error(isConfig ? error.message : error);
  process.exit(1);
});
