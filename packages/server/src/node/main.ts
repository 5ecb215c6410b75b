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

/** One line for the operator, never a stack trace (zod or a driver may word over lines). */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

main().catch((e: unknown) => {
  const message = e instanceof Error ? e.message : String(e);
  console.error(
    oneLine(
      e instanceof SettingsError
        ? `Configuration error: ${message}`
        : `Could not start: ${message}`,
    ),
  );
  process.exit(1);
});
