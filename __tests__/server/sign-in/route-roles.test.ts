/** @jest-environment node */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/server/app';
import { accessTo, decide, listedRoutes } from '@/server/sign-in/route-roles';
import { multipart, testConfig, validAdmission } from '../helpers/intake';
import { samplePng } from '../helpers/samples';
import { useTestServer } from '../helpers/test-server';
import { signIn, type StaffClient, STAFF_PASSWORD } from '../helpers/staff';

/**
 * Issue 31, item 2: the review's role walk as a test. Every route of Fastify's own route table under /staff is
 * asked for without a session and as each role; who may open what is written here, apart from the table in
 * server/sign-in/route-roles.ts, so the two must agree.
 */
type Who = 'public' | 'signed-in' | 'office' | 'admin' | 'publishing' | 'editor';
/** Who may open each route, written here by who (the table in server/sign-in/route-roles.ts is written by route). */
const BY_WHO: Record<Who, string[]> = {
  public: ['GET /staff/staff.css', 'GET /staff/sign-in', 'POST /staff/sign-in', 'GET /staff/set-password', 'POST /staff/set-password'],
  'signed-in': ['POST /staff/sign-out', 'GET /staff/*', 'POST /staff/*'],
  // The office: never an editor alone.
  office: [
    'GET /staff',
    'GET /staff/export.csv',
    'GET /staff/submissions/:reference',
    'POST /staff/submissions/:reference/status',
    'POST /staff/submissions/:reference/notes',
    'GET /staff/files/:fileId',
    'GET /staff/documents/:fileId',
    'POST /staff/submissions/:reference/documents/:document',
    'POST /staff/submissions/:reference/decision',
    'POST /staff/submissions/:reference/payments/:id/confirm',
    'POST /staff/submissions/:reference/payments/:id/reject',
    'GET /staff/submissions/:reference/receipt.pdf',
    'POST /staff/submissions/:reference/links/revoke',
    'POST /staff/submissions/:reference/identity',
    'GET /staff/visits',
    'POST /staff/visits',
    'GET /staff/visits/:id',
    'POST /staff/visits/:id',
    'POST /staff/visits/:id/cancel',
    'GET /staff/insight',
    'GET /staff/insight.csv',
  ],
  admin: [
    'GET /staff/accounts',
    'POST /staff/accounts',
    'POST /staff/accounts/:id/roles',
    'POST /staff/accounts/:id/reset',
    'POST /staff/accounts/:id/disable',
    'POST /staff/accounts/:id/enable',
    'GET /staff/audit',
    'GET /staff/submissions/:reference/erasure',
    'POST /staff/submissions/:reference/erasure',
    'POST /staff/updates/rollback',
    'POST /staff/updates/money/:id/approve',
  ],
  // The website: editors (and administrators for the updates page).
  publishing: ['GET /staff/updates', 'POST /staff/updates/publish', 'POST /staff/updates/revert'],
  editor: ['GET /staff/admin', 'GET /staff/admin/*', 'POST /staff/cms/api/v1'],
};
const EXPECTED: Record<string, Who> = Object.fromEntries(
  (Object.entries(BY_WHO) as [Who, string[]][]).flatMap(([who, routes]) => routes.map((route) => [route, who])),
);
const ROLES_OF: Record<Exclude<Who, 'public' | 'signed-in'>, string[]> = {
  office: ['office', 'admin'],
  admin: ['admin'],
  publishing: ['editor', 'admin'],
  editor: ['editor'],
};

const ADMIN = 'principal@sunrisevalleyschool.edu.in';
const OFFICE = 'office.clerk@sunrisevalleyschool.edu.in';
const EDITOR = 'news.writer@sunrisevalleyschool.edu.in';

describe('the staff route table: every route as each role and without a session', () => {
  const routes: { method: string; url: string }[] = [];
  const server = useTestServer({
    accounts: [
      [ADMIN, 'admin'],
      [OFFICE, 'office'],
      [EDITOR, 'editor'],
    ],
    password: STAFF_PASSWORD,
    start: async (config) => {
      const app = await buildApp(config, {
        logger: false,
        onRoute: (route) => {
          for (const method of [route.method].flat()) if (route.url === '/staff' || route.url.startsWith('/staff/')) routes.push({ method, url: route.url });
        },
      });
      await app.ready();
      return app;
    },
  });
  const clients: Record<string, StaffClient> = {};
  let admission: { reference: string; fileId: string };
  let png: Buffer;

  beforeAll(async () => {
    png = await samplePng();
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(validAdmission, { field: 'screenshot', name: 'upi-payment.png', type: 'image/png', data: png })),
    });
    const reference = sent.json().reference as string;
    const row = server.db.prepare('SELECT file_id FROM submissions WHERE reference = ?').get(reference) as { file_id: string };
    admission = { reference, fileId: row.file_id };
    clients.admin = await signIn(server.app, ADMIN, STAFF_PASSWORD, '10.31.0.1');
    clients.office = await signIn(server.app, OFFICE, STAFF_PASSWORD, '10.31.0.2');
    clients.editor = await signIn(server.app, EDITOR, STAFF_PASSWORD, '10.31.0.3');
  });

  /** The routes as the table names them: one per method, HEAD (Fastify's copy of each GET) and the catch-all's other methods left out. */
  const walked = () =>
    [
      ...new Set(
        routes
          .filter(({ method, url }) => method === 'GET' || method === 'POST' || (url !== '/staff/*' && method !== 'HEAD'))
          .map(({ method, url }) => `${method} ${url}`),
      ),
    ].sort();

  const concrete = (url: string) =>
    url
      .replace(':reference', admission.reference)
      .replace(':fileId', admission.fileId)
      .replace(':document', 'birth-certificate')
      .replace(':id', '1')
      .replace('*', 'some/unknown/page');

  /** A request as a browser sends it, with a form body whose CSRF token is wrong: an allowed POST is then refused by the CSRF check, never run. */
  const ask = (method: string, url: string, cookie?: string): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method: method as 'GET',
      url: concrete(url),
      remoteAddress: '10.31.0.9',
      cookies: cookie ? { staff_session: cookie } : {},
      ...(method === 'POST' ? { payload: '_csrf=not-the-token&status=offered', headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
    });

  it('lists every route Fastify serves under /staff, and nothing else: the walk below covers them all', () => {
    expect(walked()).toEqual(Object.keys(EXPECTED).sort());
    expect(listedRoutes().sort()).toEqual(
      Object.keys(EXPECTED)
        .map((key) => key.replace(/^(GET|POST) \/staff\/\*$/, 'ALL /staff/*'))
        .filter((key, index, all) => all.indexOf(key) === index)
        .sort(),
    );
  });

  it('without a session: only signing in is open; pages lead to the sign-in, actions are refused', async () => {
    for (const key of walked()) {
      const [method, url] = key.split(' ');
      const response = await ask(method, url);
      const where = `${key} (no session)`;
      if (EXPECTED[key] === 'public') {
        expect({ where, status: response.statusCode }).not.toEqual({ where, status: 401 });
        expect({ where, location: response.headers.location ?? '' }).not.toEqual({ where, location: expect.stringMatching(/^\/staff\/sign-in/) });
      } else if (method === 'GET') {
        expect({ where, status: response.statusCode, location: response.headers.location }).toEqual({
          where,
          status: 303,
          location: expect.stringMatching(/^\/staff\/sign-in\?next=/),
        });
      } else {
        expect({ where, status: response.statusCode }).toEqual({ where, status: 401 });
      }
      expect(response.body).not.toContain(validAdmission.lastName);
    }
  });

  it.each(['editor', 'office', 'admin'])('as %s: each route answers as the table says, and a refused one shows nothing of a family', async (role) => {
    const client = clients[role];
    for (const key of walked()) {
      const [method, url] = key.split(' ');
      const who = EXPECTED[key];
      const allowed = who === 'public' || who === 'signed-in' || ROLES_OF[who].includes(role);
      const response = await ask(method, url, client.cookie);
      const where = `${key} as ${role}`;
      const toSignIn = response.statusCode === 303 && String(response.headers.location).startsWith('/staff/sign-in');
      if (who === 'public') continue; // the walk without a session covers these
      if (!allowed) {
        // The inbox is where staff land: an editor is sent to Website updates instead.
        if (key === 'GET /staff')
          expect({ where, status: response.statusCode, location: response.headers.location }).toEqual({ where, status: 303, location: '/staff/updates' });
        else expect({ where, status: response.statusCode }).toEqual({ where, status: 403 });
        expect(response.body).not.toContain(validAdmission.lastName);
        expect(response.body).not.toContain(validAdmission.email);
        expect(response.rawPayload.subarray(0, 8).equals(png.subarray(0, 8))).toBe(false);
        expect(response.body).not.toContain('This form has expired');
      } else if (method === 'POST') {
        // Past the role check: the CSRF check refuses the forged token (the editor's JSON API: the form body).
        if (key === 'POST /staff/cms/api/v1') expect({ where, status: response.statusCode }).toEqual({ where, status: 415 });
        else
          expect({ where, status: response.statusCode, expired: response.body.includes('This form has expired') }).toEqual({
            where,
            status: 403,
            expired: true,
          });
      } else {
        expect({ where, refused: [401, 403].includes(response.statusCode), toSignIn }).toEqual({ where, refused: false, toSignIn: false });
      }
    }
    // Nothing above changed the family's application.
    expect((server.db.prepare('SELECT status FROM submissions WHERE reference = ?').get(admission.reference) as { status: string }).status).toBe('received');
  });

  it('an editor alone is shown only what it may open, and its refusals are audited', async () => {
    const page = await clients.editor.get('/staff/updates');
    expect(page.statusCode).toBe(200);
    const menu = page.body.match(/<nav aria-label="Staff menu">([\s\S]*?)<\/nav>/)![1];
    expect([...menu.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/staff/updates', '/staff/admin/']);
    const office = (await clients.office.get('/staff')).body.match(/<nav aria-label="Staff menu">([\s\S]*?)<\/nav>/)![1];
    expect([...office.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/staff', '/staff/visits', '/staff/insight']);
    const admin = (await clients.admin.get('/staff')).body.match(/<nav aria-label="Staff menu">([\s\S]*?)<\/nav>/)![1];
    expect([...admin.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/staff',
      '/staff/visits',
      '/staff/insight',
      '/staff/updates',
      '/staff/accounts',
      '/staff/audit',
    ]);
    const refused = await clients.editor.get('/staff/export.csv');
    expect(refused.body).toContain('Only the office and administrators can open this.');
    expect(server.db.prepare("SELECT actor, target FROM audit_log WHERE action = 'access-refused' AND target = 'GET /staff/export.csv'").get()).toEqual({
      actor: EDITOR,
      target: 'GET /staff/export.csv',
    });
  });
});

describe('deny by default', () => {
  it('a staff route missing from the table stops the service from starting; the table refuses what it does not list', async () => {
    const app: FastifyInstance = await buildApp(testConfig(), { logger: false });
    try {
      expect(() => app.get('/staff/forgotten', async () => 'secret')).toThrow('GET /staff/forgotten is not in the staff route table');
      expect(() => app.post('/staff/submissions/:reference/forgotten', async () => 'secret')).toThrow(/not in the staff route table/);
      // Outside /staff the table has no say.
      expect(() => app.get('/elsewhere', async () => 'fine')).not.toThrow();
    } finally {
      await app.close();
    }
    expect(accessTo('GET', '/staff/forgotten')).toBeUndefined();
    expect(decide('GET', '/staff/forgotten', { roles: ['admin', 'office', 'editor'] })).toBe('refused');
    expect(decide('PUT', '/staff/accounts', { roles: ['admin'] })).toBe('refused');
    expect(decide('GET', '/staff/export.csv', { roles: ['editor'] })).toBe('refused');
    expect(decide('GET', '/staff/export.csv', undefined)).toBe('sign-in');
    expect(decide('HEAD', '/staff/export.csv', { roles: ['office'] })).toBe('allowed');
  });
});
