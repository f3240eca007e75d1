import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ServerConfig } from '@/server/core/config';
import { run as staffCli } from '@/server/cli/staff';
import type { Role } from '@/server/sign-in/policy';

/** Runs `npm run staff -- ...` in-process against the test's DATA_DIR and SITE_URL. */
export function runStaffCli(config: ServerConfig, argv: string[]): string {
  const saved = { DATA_DIR: process.env.DATA_DIR, SITE_URL: process.env.SITE_URL };
  process.env.DATA_DIR = config.dataDir;
  process.env.SITE_URL = config.siteUrl;
  try {
    return staffCli(argv);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export function linkToken(output: string): string {
  const match = output.match(/\/staff\/set-password\?token=([\w-]+)/);
  if (!match) throw new Error(`No set-password link in: ${output}`);
  return match[1];
}

export function form(fields: Record<string, string>) {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return (response.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === name)?.value;
}

/** The value of the first hidden `_csrf` field of a page. */
export function csrfOf(html: string): string {
  const match = html.match(/name="_csrf" value="([^"]+)"/);
  if (!match) throw new Error('No CSRF field on the page');
  return match[1];
}

/** Creates an account with the command line and sets its password through the set-password page. */
export async function createAccount(app: FastifyInstance, config: ServerConfig, email: string, role: Role | Role[], password: string) {
  const token = linkToken(runStaffCli(config, ['add', email, '--role', [role].flat().join(',')]));
  const response = await app.inject({ method: 'POST', url: '/staff/set-password', remoteAddress: '10.9.9.9', ...form({ token, password, confirm: password }) });
  if (response.statusCode !== 303) throw new Error(`Setting the password failed: ${response.statusCode} ${response.body}`);
}

export interface StaffClient {
  cookie: string;
  csrf: string;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, fields: Record<string, string>, options?: Partial<InjectOptions>) => Promise<LightMyRequestResponse>;
}

/** Signs in through the real sign-in form, and returns a client that sends the session cookie (and the CSRF token). */
export async function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = '10.0.0.1'): Promise<StaffClient> {
  const page = await app.inject({ method: 'GET', url: '/staff/sign-in', remoteAddress });
  const signInCookie = cookieValue(page, 'staff_sign_in')!;
  const response = await app.inject({
    method: 'POST',
    url: '/staff/sign-in',
    remoteAddress,
    cookies: { staff_sign_in: signInCookie },
    ...form({ email, password, _csrf: csrfOf(page.body), next: '/staff' }),
  });
  if (response.statusCode !== 303) throw new Error(`Sign-in failed: ${response.statusCode}`);
  const cookie = cookieValue(response, 'staff_session')!;
  // The start page: the inbox, or for an account without the office's roles the page /staff leads to.
  let start = await app.inject({ method: 'GET', url: '/staff', remoteAddress, cookies: { staff_session: cookie } });
  if (start.statusCode === 303)
    start = await app.inject({ method: 'GET', url: start.headers.location as string, remoteAddress, cookies: { staff_session: cookie } });
  const csrf = csrfOf(start.body);
  return {
    cookie,
    csrf,
    get: (url) => app.inject({ method: 'GET', url, remoteAddress, cookies: { staff_session: cookie } }),
    post: (url, fields, options = {}) =>
      app.inject({ method: 'POST', url, remoteAddress, cookies: { staff_session: cookie }, ...form({ _csrf: csrf, ...fields }), ...options }),
  };
}

/** Posts the sign-in form as a browser would (fetching the form first for its token). */
export async function attemptSignIn(app: FastifyInstance, email: string, password: string, remoteAddress: string) {
  const page = await app.inject({ method: 'GET', url: '/staff/sign-in', remoteAddress });
  return app.inject({
    method: 'POST',
    url: '/staff/sign-in',
    remoteAddress,
    cookies: { staff_sign_in: cookieValue(page, 'staff_sign_in')! },
    ...form({ email, password, _csrf: csrfOf(page.body) }),
  });
}

/** The admissions office: its account in the tests that follow a family's application, and the address forms are mailed to. */
export const OFFICE_EMAIL = 'office@sunrisevalleyschool.edu.in';

/** The principal (admin) and an office clerk, both with STAFF_PASSWORD: the accounts most staff tests sign in as. */
export const ADMIN_EMAIL = 'principal@sunrisevalleyschool.edu.in';
export const CLERK_EMAIL = 'office.clerk@sunrisevalleyschool.edu.in';
export const STAFF_PASSWORD = 'monsoon tiffin kite 42';

/** Creates the office's account and signs it in. */
export async function officeSession(app: FastifyInstance, config: ServerConfig): Promise<StaffClient> {
  const password = 'a long office pass phrase';
  await createAccount(app, config, OFFICE_EMAIL, 'office', password);
  return signIn(app, OFFICE_EMAIL, password);
}
