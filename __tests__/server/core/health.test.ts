/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '@/server/core/config';
import { SCHEMA_VERSION } from '@/server/core/migrations';
import { freePort } from '@/scripts/lib/local-tools';
import { stopService, waitUntilUp } from '@/scripts/lib/service-process';
import { startApp, testConfig } from '../helpers/intake';
import { startServer } from '../helpers/server-process';

jest.setTimeout(60_000);

/** A visitor's request, as the service sees it: from its own address, or through the web server on this machine. */
const VISITOR = { remoteAddress: '203.0.113.9' };
const THROUGH_THE_PROXY = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } };
/** A server command's curl on this machine, straight to the service's port (inject's own address is 127.0.0.1). */
const ON_THE_SERVER = {};

describe('GET /api/health', () => {
  let config: ServerConfig;
  let app: FastifyInstance;
  const database = () => path.join(config.dataDir, 'submissions.sqlite');
  const health = (from: object) => app.inject({ method: 'GET', url: '/api/health', ...from });

  beforeAll(async () => {
    config = testConfig();
    app = await startApp(config);
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
    fs.rmSync(config.outDir, { recursive: true, force: true });
  });

  it('tells a visitor only that the service is up, never cached', async () => {
    for (const from of [VISITOR, THROUGH_THE_PROXY, { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } }]) {
      const response = await health(from);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ success: true, status: 'ok' });
    }
  });

  it('tells a command on the server the running commit and the schema version of the database against the code', async () => {
    const response = await health(ON_THE_SERVER);
    expect(response.statusCode).toBe(200);
    // Run as TypeScript here, so no commit was compiled in (the compiled service's is checked below).
    expect(response.json()).toEqual({
      success: true,
      status: 'ok',
      commit: null,
      database: 'ok',
      schemaVersion: SCHEMA_VERSION,
      codeSchemaVersion: SCHEMA_VERSION,
    });
    expect((await app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 while the database file cannot be read, and 200 again once it is back', async () => {
    fs.renameSync(database(), `${database()}.away`);
    try {
      const visitor = await health(VISITOR);
      expect(visitor.statusCode).toBe(503);
      expect(visitor.headers['cache-control']).toBe('no-store');
      expect(visitor.json()).toEqual({ success: false, error: 'The service is unavailable.', status: 'unavailable', requestId: expect.any(String) });
      const local = await health(ON_THE_SERVER);
      expect(local.statusCode).toBe(503);
      expect(local.json()).toMatchObject({ status: 'unavailable', database: 'unreadable', schemaVersion: null, problem: 'unable to open database file' });
    } finally {
      fs.renameSync(`${database()}.away`, database());
    }
    expect((await health(ON_THE_SERVER)).json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is not a database, or was changed by a newer version of the code', async () => {
    // Everything written into the file itself first (not left in the write-ahead log, where a reader would find page 1).
    const checkpoint = new Database(database());
    checkpoint.pragma('wal_checkpoint(TRUNCATE)');
    checkpoint.close();
    const original = fs.readFileSync(database());
    // The header of the file overwritten (a damaged disk, a bad copy): a new reader cannot open it.
    const damaged = Buffer.from(original);
    damaged.write('this is no longer a SQLite file', 0);
    fs.writeFileSync(database(), damaged);
    try {
      const response = await health(ON_THE_SERVER);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ database: 'unreadable', problem: 'file is not a database' });
    } finally {
      fs.writeFileSync(database(), original);
    }

    const other = new Database(database());
    other.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    try {
      const response = await health(ON_THE_SERVER);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ database: 'newer than the code', schemaVersion: SCHEMA_VERSION + 1, codeSchemaVersion: SCHEMA_VERSION });
      expect((await health(VISITOR)).json()).toEqual({
        success: false,
        error: 'The service is unavailable.',
        status: 'unavailable',
        requestId: expect.any(String),
      });
    } finally {
      other.pragma(`user_version = ${SCHEMA_VERSION}`);
      other.close();
    }
    expect((await health(ON_THE_SERVER)).statusCode).toBe(200);
  });

  it("answers 503 when the service's own connection to the database fails", async () => {
    app.db.close();
    const response = await health(ON_THE_SERVER);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'unreadable', problem: 'The database connection is not open' });
  });
});

describe('the compiled service', () => {
  it('reports the commit it was compiled from, to a request on its own port, and only its status to one through a proxy', async () => {
    const config = testConfig();
    const port = await freePort();
    const log = path.join(config.dataDir, 'server.log');
    const server = startServer(port, config.outDir, config.dataDir, log, { LOG_LEVEL: 'info' });
    try {
      await waitUntilUp(`http://127.0.0.1:${port}`, server);
      const local = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(local.status).toBe(200);
      expect(await local.json()).toMatchObject({
        status: 'ok',
        commit: execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim(),
        schemaVersion: SCHEMA_VERSION,
      });
      const proxied = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await proxied.json()).toEqual({ success: true, status: 'ok' });
      // Asked every minute by a monitor, it stays out of the request log.
      const logged = fs.readFileSync(log, 'utf8');
      expect(logged).toContain('"url":"/"');
      expect(logged).not.toContain('/api/health');
    } finally {
      await stopService(server);
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      fs.rmSync(config.outDir, { recursive: true, force: true });
    }
  });
});
