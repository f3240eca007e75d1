/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startApp } from '../../helpers/intake';
import { cloneSite, commitFile, publishConfig } from '../../helpers/publish';
import { createAccount, signIn, type StaffClient, STAFF_PASSWORD } from '../../helpers/staff';

jest.setTimeout(60_000);

const EDITOR = 'translator@sunrisevalleyschool.edu.in';
const ADMIN = 'principal@sunrisevalleyschool.edu.in';
const OFFICE = 'office.clerk@sunrisevalleyschool.edu.in';
const HOME_IN_EDITOR = '/staff/admin/#/collections/pages/entries/home';

/** The "Marathi texts to update" section of Website updates. */
const section = (page: string) => /<section class="card" aria-labelledby="translations">([\s\S]*?)<\/section>/.exec(page)?.[1] ?? '';

/**
 * Issue 35, item 4: Website updates (/staff/updates, which editors start on) lists the Marathi texts whose English
 * changed since they were translated, from the repository the editor saves into, each with a link into the editor.
 */
describe('Marathi texts to update, on /staff/updates', () => {
  let repo: string;
  let app: FastifyInstance;
  let editor: StaffClient;
  let admin: StaffClient;
  let office: StaffClient;

  beforeAll(async () => {
    repo = cloneSite();
    const config = publishConfig(repo);
    app = await startApp(config);
    await createAccount(app, config, EDITOR, 'editor', STAFF_PASSWORD);
    await createAccount(app, config, ADMIN, 'admin', STAFF_PASSWORD);
    await createAccount(app, config, OFFICE, 'office', STAFF_PASSWORD);
    editor = await signIn(app, EDITOR, STAFF_PASSWORD, '10.5.0.1');
    admin = await signIn(app, ADMIN, STAFF_PASSWORD, '10.5.0.2');
    office = await signIn(app, OFFICE, STAFF_PASSWORD, '10.5.0.3');
  });

  afterAll(async () => {
    await app?.close();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  it('says every Marathi text is up to date while it is', async () => {
    const page = await editor.get('/staff/updates');
    expect(page.statusCode).toBe(200);
    expect(section(page.body)).toContain('Every Marathi text was translated from the English as it is now.');
  });

  it('lists the Marathi home page once its English changes, with a link into the editor for editors only', async () => {
    const english = fs.readFileSync(path.join(repo, 'content/pages/en/home.md'), 'utf8');
    commitFile(repo, 'content/pages/en/home.md', `${english}\nThe new sports ground opens in June.\n`, 'Page texts: home (updated)');
    const mine = section((await editor.get('/staff/updates')).body);
    expect(mine).toContain(`<a href="${HOME_IN_EDITOR}">Page texts:`);
    expect(mine).toContain('(home)</a>: the English has changed since it was translated');
    expect(mine).toContain('<code>content/pages/mr/home.md</code>');
    expect(mine).not.toContain('onlineadmission');
    // An administrator sees the list too, but cannot open the editor: no link that would only answer 403.
    const theirs = section((await admin.get('/staff/updates')).body);
    expect(theirs).toContain('the English has changed since it was translated');
    expect(theirs).not.toContain(HOME_IN_EDITOR);
    // The office has no part in the website's content.
    expect((await office.get('/staff/updates')).statusCode).toBe(403);
  });
});
