import { defaultPaths } from './paths';
import { startServer } from './server';
import { parseSettings, SettingsError } from './settings';

/** `node dist/node/main.js`: the reference server (settings from environment variables). */
const main = async () => {
  const settings = parseSettings(process.env, defaultPaths());
  const running = await startServer(settings);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the database`);
    running.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(`Shutdown failed: ${(e as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
};

main().catch((e: unknown) => {
  if (e instanceof SettingsError) {
    console.error(`Configuration error: ${e.message}`);
  } else {
    console.error(`Could not start: ${(e as Error)?.message ?? String(e)}`);
  }
  process.exit(1);
});
