// The server process: config → start-up checks → database → migrations → bootstrap → listen.
// Publication days are counted in the configured TIME_ZONE (packages/core), never in the
// process's own zone, so TZ does not matter here.
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap/index.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { listenError, preflight } from './startup/preflight.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  await preflight(config);
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
  // A promise nobody awaited that failed (a hook, a timer's work) is one request's or one
  // document's problem, never the whole server's: logged, and the server keeps serving.
  process.on('unhandledRejection', (reason: unknown) => {
    app.log.error({ err: reason }, 'unhandled rejection (the server keeps serving)');
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    throw listenError(error, config);
  }
  app.log.info(
    { db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Nibble Studio serving ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  // A configuration mistake reads best as its one line; anything else needs its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
