import fs from 'node:fs';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '@/server/core/config';
import { openDatabase } from '@/server/core/database';
import type { Role } from '@/server/sign-in/policy';
import { startApp, startSmtp, testConfig } from './intake';
import { ADMIN_EMAIL, CLERK_EMAIL, createAccount, STAFF_PASSWORD } from './staff';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** Booting the app and hashing each account's password (argon2) is slow on a busy 2-core machine. */
const START_TIMEOUT_MS = 120_000;

export interface TestServer {
  config: ServerConfig;
  app: FastifyInstance;
  /** The app's own database (a second connection, as an administrator's sqlite3 would be). */
  db: Database.Database;
  /** The local SMTP server the app sends to (only with `smtp: true`). */
  smtp: Smtp;
}

export interface TestServerOptions {
  /** Start a local SMTP server and point the app's mail at it. */
  smtp?: boolean;
  /** Staff accounts to create, each with `password`. */
  accounts?: Array<[email: string, role: Role | Role[]]>;
  password?: string;
  /** Overrides of the test config (temp folders are made for what is not given). */
  config?: Partial<ServerConfig>;
  /** How the app is built and made ready (default: startApp). */
  start?: (config: ServerConfig) => Promise<FastifyInstance>;
}

/** The principal and the office clerk (helpers/staff.ts), as `useTestServer({ ...ADMIN_AND_CLERK })`. */
export const ADMIN_AND_CLERK: Pick<TestServerOptions, 'accounts' | 'password'> = {
  accounts: [
    [ADMIN_EMAIL, 'admin'],
    [CLERK_EMAIL, 'office'],
  ],
  password: STAFF_PASSWORD,
};

/**
 * The real app on temp folders for the tests of one describe block: started before them (with a local SMTP server
 * when asked, its database opened, the staff accounts created) and, after them, closed and its folders removed.
 * The returned object is filled in when the block's first beforeAll runs.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    if (options.smtp) server.smtp = await startSmtp();
    server.config = testConfig({ ...(options.smtp ? { smtpUrl: `smtp://127.0.0.1:${server.smtp.port}` } : {}), ...options.config });
    server.app = await (options.start ?? startApp)(server.config);
    server.db = openDatabase(server.config.dataDir);
    for (const [email, role] of options.accounts ?? []) await createAccount(server.app, server.config, email, role, options.password ?? '');
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server.app?.close();
    server.db?.close();
    await server.smtp?.close();
    for (const dir of [server.config?.dataDir, server.config?.outDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return server;
}
