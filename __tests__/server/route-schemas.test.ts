/** @jest-environment node */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '@/server/core/config';
import { buildApp } from '@/server/app';
import { params } from '@/server/core/schemas';
import { startApp, testConfig } from './helpers/intake';
import { createAccount, signIn, type StaffClient } from './helpers/staff';

/** Every POST route the app serves, read from Fastify's own route tree (so a route added later is covered too). */
function postRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false, method: 'POST' }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+) \(POST\)/);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    routes.push(stack.join(''));
  }
  return routes;
}

/** A real path for a route pattern: the parameters' values do not matter, the body is refused before the handler. */
const concrete = (route: string) => route.replace(':reference', 'ADM-20260101-ABCDEF').replace(':id', '1').replace(':host', 'github');

describe('every POST has a body schema: a malformed body is a 400, never a 500', () => {
  let config: ServerConfig;
  let app: FastifyInstance;
  let staff: StaffClient;
  let routes: string[];

  beforeAll(async () => {
    config = testConfig();
    app = await startApp(config);
    await createAccount(app, config, 'head@sunrisevalleyschool.edu.in', ['admin', 'office', 'editor'], 'Marigold-Terrace-1994');
    staff = await signIn(app, 'head@sunrisevalleyschool.edu.in', 'Marigold-Terrace-1994');
    routes = postRoutes(app);
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('finds the routes in the tree', () => {
    expect(routes).toEqual(
      expect.arrayContaining(['/staff/sign-in', '/staff/accounts/:id/roles', '/staff/updates/revert', '/api/admissions', '/api/status/link']),
    );
    expect(routes.filter((route) => route.startsWith('/staff/')).length).toBeGreaterThanOrEqual(14);
  });

  it('answers a field given twice (a list where text belongs) with 400 and the staff error page, on every staff form', async () => {
    const staffForms = routes.filter((route) => route.startsWith('/staff/') && !route.startsWith('/staff/cms/') && route !== '/staff/*');
    const answers = await Promise.all(
      staffForms.map(async (route) => {
        const response = await staff.post(
          concrete(route),
          {},
          { payload: `_csrf=${staff.csrf}&_csrf=${staff.csrf}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        );
        return { route, status: response.statusCode, readable: response.body.includes('The request could not be read') };
      }),
    );
    expect(answers).toEqual(staffForms.map((route) => ({ route, status: 400, readable: true })));
  });

  it('answers an object where text belongs with 400 on every staff form, before the session token is even compared', async () => {
    const staffForms = routes.filter((route) => route.startsWith('/staff/') && !route.startsWith('/staff/cms/') && route !== '/staff/*');
    for (const route of staffForms) {
      const response = await staff.post(
        concrete(route),
        {},
        { payload: JSON.stringify({ _csrf: { $ne: '' } }), headers: { 'content-type': 'application/json' } },
      );
      expect({ route, status: response.statusCode }).toEqual({ route, status: 400 });
    }
  });

  it('answers malformed bodies on the public form and API routes with 4xx, never 500', async () => {
    const publicRoutes = routes.filter((route) => !route.startsWith('/staff/') || route.startsWith('/staff/cms/') || route === '/staff/sign-in');
    for (const route of publicRoutes) {
      for (const payload of ['{"name": {"first": 1}}', '[1, 2, 3]', '{"unterminated": ']) {
        const response = await staff.post(concrete(route), {}, { payload, headers: { 'content-type': 'application/json' } });
        expect({ route, payload, status: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({ route, payload, status: true });
      }
    }
  });
});

describe('every route declares what it reads (core/schemas.ts)', () => {
  it('stops the start for a route without its params schema, or a POST without a body schema or the reason it reads its body itself', async () => {
    const config = testConfig();
    const app = await buildApp(config, { logger: false });
    try {
      expect(() => app.get('/elsewhere/:id', async () => 'x')).toThrow('GET /elsewhere/:id has no params schema');
      expect(() => app.post('/elsewhere', async () => 'x')).toThrow('POST /elsewhere has no body schema');
      expect(() => app.get('/elsewhere/:name', { schema: { params: params('name') } }, async () => 'x')).not.toThrow();
      expect(() => app.post('/elsewhere', { config: { ownBody: 'none' } }, async () => 'x')).not.toThrow();
    } finally {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
