import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { buildCommit } from './build-info';
import { readDatabaseFile } from './database';
import { messageOf } from './errors';
import { SCHEMA_VERSION, schemaVersion } from './migrations';
import { apiError } from './replies';

export interface HealthOptions {
  dataDir: string;
  /** The running code's commit (default: the one compiled in, core/build-info.ts). */
  commit?: string | null;
}

/** How the database looks to the service: `ok` only when both its own connection and a new reader can read it, at this code's schema. */
export type DatabaseState = 'ok' | 'unreadable' | 'newer than the code' | 'older than the code';

export interface HealthDetails {
  commit: string | null;
  database: DatabaseState;
  /** The database file's schema version; null when it cannot be read. */
  schemaVersion: number | null;
  /** The schema version this code migrates to (its newest migration). */
  codeSchemaVersion: number;
  /** SQLite's reason when the database cannot be read. */
  problem?: string;
}

/** Headers a reverse proxy adds to what it passes on (Caddy and the generated nginx include add X-Forwarded-For). */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'];

/**
 * A request made on this machine straight to the service's port (the server commands' curl), not through the web
 * server: its connection comes from a loopback address and it carries no proxy's header. Behind Caddy or nginx every
 * visitor's request also arrives from 127.0.0.1, but with X-Forwarded-For, which a visitor cannot take away.
 */
export function isDirectLocal(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** The database's state: the service's own connection answers, and the file reads as a new reader finds it, at this code's schema. */
export function databaseHealth(db: FastifyInstance['db'], dataDir: string): Pick<HealthDetails, 'database' | 'schemaVersion' | 'problem'> {
  try {
    schemaVersion(db);
  } catch (error) {
    return { database: 'unreadable', schemaVersion: null, problem: messageOf(error) };
  }
  const file = readDatabaseFile(dataDir);
  if (!file.readable) return { database: 'unreadable', schemaVersion: null, problem: file.problem };
  const database = file.schemaVersion === SCHEMA_VERSION ? 'ok' : file.schemaVersion > SCHEMA_VERSION ? 'newer than the code' : 'older than the code';
  return { database, schemaVersion: file.schemaVersion };
}

/**
 * GET /api/health: 200 when the service can read its database at the schema its code expects, 503 when not; never
 * cached, and kept out of the request log (a monitor asks every minute). From anywhere, only that: `status`. Asked
 * on this machine at the service's own port (isDirectLocal), also the running commit, the database's state and its
 * schema version against the code's: what `school-site update` and `diagnose` check. Those details are withheld from
 * the public because they help nobody there: the exact commit tells an attacker which fixes the server lacks.
 */
async function health(app: FastifyInstance, options: HealthOptions) {
  const commit = options.commit === undefined ? buildCommit : options.commit;
  app.get('/api/health', { logLevel: 'warn' }, async (request, reply) => {
    const state = databaseHealth(app.db, options.dataDir);
    const healthy = state.database === 'ok';
    if (!healthy) request.log.warn({ database: state.database, problem: state.problem }, 'health: the database is not usable');
    reply.code(healthy ? 200 : 503).header('Cache-Control', 'no-store');
    const details: HealthDetails | undefined = isDirectLocal(request) ? { commit, ...state, codeSchemaVersion: SCHEMA_VERSION } : undefined;
    return healthy
      ? { success: true, status: 'ok', ...details }
      : { ...apiError('The service is unavailable.', { requestId: request.id }), status: 'unavailable', ...details };
  });
}

export const healthPlugin = fp(health, { name: 'health', dependencies: ['database'] });
