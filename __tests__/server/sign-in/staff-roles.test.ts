/** @jest-environment node */
import Database from 'better-sqlite3';
import { migrate, migrations } from '@/server/core/migrations';
import { useTestServer, ADMIN_AND_CLERK } from '../helpers/test-server';
import { runStaffCli, signIn, ADMIN_EMAIL, CLERK_EMAIL, STAFF_PASSWORD } from '../helpers/staff';

describe('staff roles: several per account, the editor role', () => {
  const server = useTestServer(ADMIN_AND_CLERK);
  const roles = (email: string) =>
    (
      server.db
        .prepare('SELECT r.role FROM staff_account_roles r JOIN staff_accounts a ON a.id = r.account_id WHERE a.email = ? ORDER BY r.role')
        .all(email) as {
        role: string;
      }[]
    ).map((row) => row.role);
  const idOf = (email: string) => (server.db.prepare('SELECT id FROM staff_accounts WHERE email = ?').get(email) as { id: number }).id;

  it('migration 3 gives every existing account its one role, and takes editor besides', () => {
    const memory = new Database(':memory:');
    memory.pragma('foreign_keys = ON');
    for (const migration of migrations.filter((candidate) => candidate.version <= 2)) memory.exec(migration.sql);
    memory.pragma('user_version = 2');
    memory.prepare("INSERT INTO staff_accounts (email, role, created_at) VALUES ('a@x.in', 'admin', 'now'), ('o@x.in', 'office', 'now')").run();
    migrate(memory);
    expect(memory.prepare('SELECT account_id, role FROM staff_account_roles ORDER BY account_id').all()).toEqual([
      { account_id: 1, role: 'admin' },
      { account_id: 2, role: 'office' },
    ]);
    memory.prepare("INSERT INTO staff_account_roles (account_id, role) VALUES (2, 'editor')").run();
    expect(() => memory.prepare("INSERT INTO staff_account_roles (account_id, role) VALUES (2, 'owner')").run()).toThrow(/CHECK/);
    memory.close();
  });

  it('the command line adds several roles (repeated or comma-separated), changes them, lists them, and audits it', () => {
    expect(runStaffCli(server.config, ['add', 'editor.one@sunrisevalleyschool.edu.in', '--role', 'office', '--role', 'editor'])).toMatch(
      /^Added editor\.one@sunrisevalleyschool\.edu\.in \(office, editor\)\./,
    );
    expect(runStaffCli(server.config, ['add', 'editor.two@sunrisevalleyschool.edu.in', '--role', 'editor,admin'])).toMatch(/\(admin, editor\)/);
    expect(roles('editor.one@sunrisevalleyschool.edu.in')).toEqual(['editor', 'office']);
    expect(roles('editor.two@sunrisevalleyschool.edu.in')).toEqual(['admin', 'editor']);
    expect(runStaffCli(server.config, ['roles', 'editor.one@sunrisevalleyschool.edu.in', '--role', 'editor'])).toBe(
      'Roles of editor.one@sunrisevalleyschool.edu.in: editor (were office, editor).\n',
    );
    expect(roles('editor.one@sunrisevalleyschool.edu.in')).toEqual(['editor']);
    const list = runStaffCli(server.config, ['list']);
    expect(list).toMatch(/editor\.one@sunrisevalleyschool\.edu\.in\s+editor\s+waiting for a password/);
    expect(list).toMatch(/editor\.two@sunrisevalleyschool\.edu\.in\s+admin,editor\s+waiting for a password/);
    expect(list).toMatch(new RegExp(`${CLERK_EMAIL}\\s+office\\s+active`));
    expect(() => runStaffCli(server.config, ['roles', 'editor.one@sunrisevalleyschool.edu.in'])).toThrow(
      /roles needs --role with one or more of office, admin, editor/,
    );
    expect(() => runStaffCli(server.config, ['roles', 'editor.one@sunrisevalleyschool.edu.in', '--role', 'editor,owner'])).toThrow(/not a role: owner/);
    expect(() => runStaffCli(server.config, ['roles', 'nobody@sunrisevalleyschool.edu.in', '--role', 'editor'])).toThrow(/No account/);
    expect(server.db.prepare("SELECT actor, target, detail FROM audit_log WHERE action = 'account-roles'").all()).toEqual([
      { actor: expect.stringMatching(/^command line/), target: 'editor.one@sunrisevalleyschool.edu.in', detail: 'office, editor -> editor' },
    ]);
  });

  it('an administrator changes roles on the Accounts page: audited, in force at the next request, never the last role or their own admin role', async () => {
    const admin = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.8.0.1');
    const office = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.8.0.2');
    const page = await admin.get('/staff/accounts');
    expect(page.body).toContain(`action="/staff/accounts/${idOf(CLERK_EMAIL)}/roles"`);
    expect(page.body).toContain(`<legend class="visually-hidden">Roles of ${CLERK_EMAIL}</legend>`);
    expect((await office.get('/staff/admin/')).statusCode).toBe(403);

    const saved = await server.app.inject({
      method: 'POST',
      url: `/staff/accounts/${idOf(CLERK_EMAIL)}/roles`,
      remoteAddress: '10.8.0.1',
      cookies: { staff_session: admin.cookie },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${encodeURIComponent(admin.csrf)}&roles=office&roles=editor`,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/staff/accounts?done=roles');
    expect(roles(CLERK_EMAIL)).toEqual(['editor', 'office']);
    expect(server.db.prepare("SELECT actor, target, ip, detail FROM audit_log WHERE action = 'account-roles' AND target = ?").get(CLERK_EMAIL)).toEqual({
      actor: ADMIN_EMAIL,
      target: CLERK_EMAIL,
      ip: '10.8.0.1',
      detail: 'office -> office, editor',
    });
    // The same session now passes the editor's gate (this test server has no built editor), and the menu offers it.
    const editorPage = await office.get('/staff/admin/');
    expect(editorPage.statusCode).toBe(404);
    expect(editorPage.body).toContain('The editor is not built');
    expect((await office.get('/staff')).body).toContain(`Signed in as ${CLERK_EMAIL} (office, editor)`);

    expect((await admin.post(`/staff/accounts/${idOf(CLERK_EMAIL)}/roles`, {})).statusCode).toBe(400);
    expect((await admin.post(`/staff/accounts/${idOf(CLERK_EMAIL)}/roles`, { roles: 'owner' })).statusCode).toBe(400);
    const own = await admin.post(`/staff/accounts/${idOf(ADMIN_EMAIL)}/roles`, { roles: 'editor' });
    expect(own.statusCode).toBe(400);
    expect(own.body).toContain('You cannot remove your own administrator role.');
    expect((await admin.post('/staff/accounts/99999/roles', { roles: 'editor' })).statusCode).toBe(404);
    expect(roles(ADMIN_EMAIL)).toEqual(['admin']);
    expect(roles(CLERK_EMAIL)).toEqual(['editor', 'office']);
  });

  it('refuses role changes without a session or from a non-administrator, and changes nothing', async () => {
    const anonymous = await server.app.inject({
      method: 'POST',
      url: `/staff/accounts/${idOf(ADMIN_EMAIL)}/roles`,
      payload: 'roles=office',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(anonymous.statusCode).toBe(401);
    const office = await signIn(server.app, CLERK_EMAIL, STAFF_PASSWORD, '10.8.0.3');
    expect((await office.post(`/staff/accounts/${idOf(CLERK_EMAIL)}/roles`, { roles: 'admin' })).statusCode).toBe(403);
    expect((await office.get('/staff/accounts')).statusCode).toBe(403);
    expect(roles(CLERK_EMAIL)).toEqual(['editor', 'office']);
    expect(roles(ADMIN_EMAIL)).toEqual(['admin']);
  });

  it('an administrator adds an account with several roles from the form', async () => {
    const admin = await signIn(server.app, ADMIN_EMAIL, STAFF_PASSWORD, '10.8.0.4');
    const form = await admin.get('/staff/accounts');
    expect(form.body).toContain(
      '<input type="checkbox" name="roles" value="editor"> Editor: the website&#39;s content editor (/admin) and Website updates, nothing of the families&#39; data',
    );
    const added = await server.app.inject({
      method: 'POST',
      url: '/staff/accounts',
      remoteAddress: '10.8.0.4',
      cookies: { staff_session: admin.cookie },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${encodeURIComponent(admin.csrf)}&email=web.editor%40sunrisevalleyschool.edu.in&roles=editor&roles=office`,
    });
    expect(added.statusCode).toBe(303);
    expect(roles('web.editor@sunrisevalleyschool.edu.in')).toEqual(['editor', 'office']);
    expect(server.db.prepare("SELECT detail FROM audit_log WHERE action = 'account-add' AND target = 'web.editor@sunrisevalleyschool.edu.in'").get()).toEqual({
      detail: 'roles office, editor',
    });
    expect((await admin.post('/staff/accounts', { email: 'no.role@sunrisevalleyschool.edu.in' })).statusCode).toBe(400);
  });
});
