import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CMS_API_PATH, EDITOR_PATH } from '../../../lib/cms/paths';
import { CmsBackend, CmsError, type OnCommit } from './backend';
import { displayName } from './git';
import { isServedAction, MAX_BODY_BYTES, requestSchema } from './protocol';
import { PathRefused } from './safe-path';
import { EDITOR_DIR, EDITOR_ROBOTS, editorContentSecurityPolicy, NON_PAGE_CSP } from '../../core/site-policy';
import type { SafeHtml } from '../../core/html';
import { SESSION_COOKIE } from '../../sign-in/policy';
import { decide } from '../../sign-in/route-roles';
import type { StaffSession } from '../../sign-in/sessions';
import { errorStatus } from '../../core/requests';
import { problemPage, TO_INBOX } from '../../staff-shell/problem';

export interface EditorOptions {
  siteUrl: string;
  /** The built site, whose admin/ folder is the editor (Decap's bundle, config.yml). */
  outDir: string;
  /** The site's repository (PUBLISH_REPO): each save is a commit in it. */
  repoDir: string;
  onCommit?: OnCommit;
}

/** A file of the built editor: plain names in plain folders (Decap's bundle, config.yml, index.html). */
const EDITOR_FILE = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)?[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * The content editor and its backend, for staff with the editor role. The editor (out/admin, Decap's bundle) is
 * served at /staff/admin/, where the staff session cookie (Path=/staff) reaches it; /admin redirects there. Its
 * backend, Decap's proxy protocol, answers POSTs at /staff/cms/api/v1 (backend.ts). Deny by default: no session
 * is sent to the sign-in (pages) or answered 401 (API), a session whose roles the route table (sign-in/route-roles.ts)
 * does not name for the route gets 403.
 */
/** Sessions, and reads per session, whose reads were audited once (a school has a few editors). */
const READ_AUDIT_SESSIONS = 200;
const READ_AUDIT_TARGETS = 2000;

async function editor(app: FastifyInstance, options: EditorOptions) {
  const config = options;
  const { sessions, audit } = app;
  // A service without the site's repository still takes forms: only the editor's backend is then unavailable.
  const backend = await CmsBackend.open({
    repoDir: config.repoDir,
    onCommit: options.onCommit,
    onCommitError: (error) => app.log.error({ err: error }, "the content editor's onCommit failed"),
  }).catch((error: unknown) => {
    app.log.error({ err: error }, "the content editor's backend is off: PUBLISH_REPO is not a usable repository");
    return undefined;
  });
  app.addHook('onClose', async () => backend?.idle());
  // Decap lists the same folders and files again on every view: a read is audited once per session and target.
  const readsAudited = new Map<string, Set<string>>();
  const firstRead = (sessionId: string, target: string): boolean => {
    let targets = readsAudited.get(sessionId);
    if (!targets) {
      if (readsAudited.size >= READ_AUDIT_SESSIONS) readsAudited.delete(readsAudited.keys().next().value as string);
      targets = new Set();
      readsAudited.set(sessionId, targets);
    }
    if (targets.has(target) || targets.size >= READ_AUDIT_TARGETS) return false;
    targets.add(target);
    return true;
  };
  const editorDir = path.join(config.outDir, EDITOR_DIR);

  await app.register(cookie);
  // Like the staff area: never indexed, never cached unless a route says otherwise (Decap's versioned bundle).
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(EDITOR_ROBOTS);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  const page = (reply: FastifyReply, status: number, title: string, body: SafeHtml, session?: StaffSession) =>
    reply.header('Cache-Control', 'no-store').staffPage(status, title, body, session);

  const resume = (request: FastifyRequest): StaffSession | undefined => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? sessions.resume(token, Date.now()) : undefined;
  };

  // ------------------------------------------------------------ /admin: the address staff know

  const toEditor = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname, query] = request.url.split(/\?(.*)/s, 2);
    const rest = pathname.replace(/^\/admin\/?/, '');
    return reply
      .code(302)
      .header('Location', `${EDITOR_PATH}${rest}${query ? `?${query}` : ''}`)
      .send();
  };
  app.get('/admin', toEditor);
  app.get('/admin/*', toEditor);

  // ------------------------------------------------------------ the editor's files, behind the sign-in

  const pageGate = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = resume(request);
    if (!session)
      return reply
        .code(303)
        .header('Location', `/staff/sign-in?next=${encodeURIComponent(request.url)}`)
        .send();
    if (decide(request.method, request.routeOptions.url ?? '', session) !== 'allowed') {
      audit.record({ actor: session.email, action: 'cms-refused', target: request.url.slice(0, 200), ip: request.ip, detail: 'no editor role' });
      return page(
        reply,
        403,
        'Editors only',
        problemPage(
          'The content editor is for editors',
          'Your account does not have the editor role, so it cannot change the website. An administrator can add the role on the Accounts page.',
          TO_INBOX,
        ),
        session,
      );
    }
    request.staffSession = session;
  };

  app.get(EDITOR_PATH.slice(0, -1), { onRequest: pageGate }, async (_request, reply) => reply.code(301).header('Location', EDITOR_PATH).send());
  app.get(`${EDITOR_PATH}*`, { onRequest: pageGate }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'] || 'index.html';
    const absolute = path.join(editorDir, ...name.split('/'));
    if (!EDITOR_FILE.test(name) || !fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
      const missing = !fs.existsSync(path.join(editorDir, 'index.html'));
      return page(
        reply,
        404,
        'Not found',
        missing
          ? problemPage('The editor is not built', "This server has no editor yet: run `npm run build` in the site's folder.", TO_INBOX)
          : problemPage('Not found', 'There is no such file in the editor.', { href: EDITOR_PATH, label: 'Open the editor' }),
        request.staffSession,
      );
    }
    if (name === 'index.html') {
      const html = fs.readFileSync(absolute, 'utf8');
      return reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', editorContentSecurityPolicy(html)).type(TYPES['.html']).send(html);
    }
    // Decap's bundle lives in a folder named after its version: it never changes under that name.
    const versioned = name.includes('/');
    reply.header('Cache-Control', versioned ? 'private, max-age=31536000, immutable' : 'no-store').header('Content-Security-Policy', NON_PAGE_CSP);
    const type = TYPES[path.extname(name)];
    if (type) reply.type(type);
    return reply.sendFile(name, editorDir);
  });

  // ------------------------------------------------------------ the backend: Decap's proxy protocol

  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, error: string, actor: string | null, detail: string) => {
    audit.record({ actor, action: 'cms-refused', target: CMS_API_PATH, ip: request.ip, detail });
    return reply.code(status).header('Cache-Control', 'no-store').send({ error });
  };

  /**
   * CSRF defence for a JSON API: the body must be `application/json`, which a page of another site can only send
   * with a CORS preflight that this server never grants, and the browser's own Sec-Fetch-Site (or, from older
   * browsers, Origin) must say the request comes from this origin. No cookie-borne token is needed on top.
   */
  const apiGate = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = resume(request);
    if (!session) return refuse(request, reply, 401, 'Please sign in to the staff area again: your session has ended.', null, 'no session');
    if (decide(request.method, request.routeOptions.url ?? '', session) !== 'allowed')
      return refuse(request, reply, 403, 'Your account does not have the editor role.', session.email, 'no editor role');
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const ours = [new URL(config.siteUrl).origin, `${request.protocol}://${request.host}`];
    const crossSite = fetchSite ? fetchSite !== 'same-origin' : Boolean(origin && origin !== 'null' && !ours.includes(origin));
    if (crossSite) return refuse(request, reply, 403, 'This request did not come from the editor.', session.email, `cross-site (${fetchSite ?? origin})`);
    if (!/^application\/json(?:;|$)/i.test(String(request.headers['content-type'] ?? ''))) {
      return refuse(request, reply, 415, "The editor's requests are JSON.", session.email, 'not JSON');
    }
    request.staffSession = session;
  };

  app.post(CMS_API_PATH, { onRequest: apiGate, bodyLimit: MAX_BODY_BYTES, config: { ownBody: 'decap' } }, async (request, reply) => {
    const session = request.staffSession!;
    reply.header('Cache-Control', 'no-store');
    const parsed = requestSchema.safeParse(request.body);
    if (!parsed.success) return refuse(request, reply, 400, 'The editor sent a request the server cannot read.', session.email, 'unreadable request');
    const { action, params } = parsed.data;
    // Only the simple workflow's actions: the editorial workflow (drafts, notes) is not served.
    if (!backend)
      return refuse(
        request,
        reply,
        503,
        'The editor cannot save on this server yet: its repository (PUBLISH_REPO) is not set up. Please tell the administrator.',
        session.email,
        'no repository',
      );
    if (!isServedAction(action))
      return refuse(request, reply, 422, `Unknown action ${action.slice(0, 60)}`, session.email, `unknown action ${action.slice(0, 60)}`);
    try {
      const outcome = await backend.handle(action, params, { sessionId: session.id, email: session.email });
      const audited = outcome.audit.action !== 'cms-read' || firstRead(session.id, `${action} ${outcome.audit.target}`);
      if (audited) {
        const detail = `${action}${outcome.audit.detail ? `: ${outcome.audit.detail}` : ''}`;
        audit.record({ actor: session.email, action: outcome.audit.action, target: outcome.audit.target.slice(0, 500), ip: request.ip, detail });
      }
      if (action === 'info') {
        // Who is signed in, for the editor's header, and the token its "Log Out" posts to /staff/sign-out.
        return { ...(outcome.body as object), user: { name: displayName(session.email), email: session.email, csrf: session.csrfToken } };
      }
      return outcome.body;
    } catch (error) {
      if (error instanceof PathRefused) return refuse(request, reply, 403, `${error.reason}. Nothing was saved.`, session.email, `${action}: ${error.message}`);
      if (error instanceof CmsError) return refuse(request, reply, error.status, error.message, session.email, `${action}: ${error.message}`);
      throw error;
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = errorStatus(error, request, 'content editor request failed');
    const message =
      status === 413
        ? 'This is too large to save: photos may be at most 5 MB.'
        : status >= 500
          ? `The server could not do this. Nothing was saved; please try again, and if it keeps happening quote ${request.id}.`
          : 'The editor sent a request the server cannot read.';
    if (request.method === 'POST') return reply.code(status).header('Cache-Control', 'no-store').send({ error: message });
    return page(reply, status, 'Problem', problemPage('Something went wrong', message), request.staffSession);
  });
}

export default editor;
