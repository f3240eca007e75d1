import fs from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './core/config';

/** Starts the service: listens, and closes gracefully on SIGINT/SIGTERM so in-flight requests finish. */
async function main() {
  // The same .env that `next build` reads; variables already set in the environment win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const close = async (signal: string) => {
    app.log.info({ signal }, 'closing');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main();
