import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { getSite } from '../../lib/content/site';
import { loadConfig } from '../core/config';
import { openDatabase } from '../core/database';
import { OutboxRepository } from '../core/outbox-repository';
import { AccountsRepository, EMAIL, issuePasswordLink, normaliseEmail } from '../sign-in/accounts';
import { AuditLog } from '../sign-in/audit';
import { isRole, ROLES, sortRoles, type Role } from '../sign-in/policy';

const USAGE = `Usage: npm run staff -- <command>

  add <email> --role <roles>        create a staff account and print its set-password link; roles: office,
                                    admin, editor (repeat --role or give a comma list: --role office,editor)
  roles <email> --role <roles>      replace the account's roles (same form as add)
  reset <email>                     stop the current password, end its sessions, print a new link
  disable <email>                   stop the account from signing in and end its sessions
  enable <email>                    allow a disabled account again
  unlock <email>                    lift every sign-in pause on the account (its failed attempts are forgotten)
  list                              every account with its roles and state

The set-password link is also mailed to the account through the outbox (sent by the running server).
office: the inbox. admin: the inbox, the accounts page and the audit log. editor: the content editor (/admin).
Reads DATA_DIR (default ./data) and SITE_URL like the server.`;

class UsageError extends Error {}

/** `--role a --role b` or `--role a,b`: every one must be a known role, at least one. */
function rolesOption(command: string, given: string[] | undefined): Role[] {
  const names = (given ?? [])
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isRole(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(`${command} needs --role with one or more of ${ROLES.join(', ')}${unknown.length ? ` (not a role: ${unknown.join(', ')})` : ''}`);
  }
  return sortRoles(names.filter(isRole));
}

/** Runs one command; returns what to print. Throws UsageError for a wrong command line. */
export function run(argv: string[], now = new Date()): string {
  const config = loadConfig();
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, argument] = positionals;
  if (values.help || !command) return `${USAGE}\n`;
  const db = openDatabase(config.dataDir);
  const accounts = new AccountsRepository(db);
  const outbox = new OutboxRepository(db);
  const audit = new AuditLog(db);
  const actor = `command line (${process.env.USER ?? 'unknown user'})`;
  const link = (account: NonNullable<ReturnType<AccountsRepository['byId']>>) =>
    issuePasswordLink(db, accounts, outbox, account, { siteUrl: config.siteUrl, schoolName: getSite().name }, now);
  try {
    if (command === 'list') {
      const all = accounts.list();
      const lines = all.map((account) => {
        const state = account.disabledAt ? 'disabled' : account.passwordHash ? 'active' : 'waiting for a password';
        return `${account.email.padEnd(40)} ${account.roles.join(',').padEnd(19)} ${state}`;
      });
      return `${lines.join('\n')}${lines.length ? '\n' : ''}${all.length} account${all.length === 1 ? '' : 's'}\n`;
    }
    if (!['add', 'roles', 'reset', 'disable', 'enable', 'unlock'].includes(command)) throw new UsageError(`Unknown command: ${command}`);
    const email = normaliseEmail(argument ?? '');
    if (!EMAIL.test(email)) throw new UsageError(`${command} needs an e-mail address, e.g. office@example.com`);
    if (command === 'add') {
      const roles = rolesOption(command, values.role);
      if (accounts.byEmail(email)) throw new UsageError(`There is an account for ${email} already (use reset to send a new link).`);
      const account = accounts.create(email, roles, now);
      const url = link(account);
      audit.record({ actor, action: 'account-add', target: email, detail: `roles ${roles.join(', ')}`, at: now });
      return `Added ${email} (${roles.join(', ')}).\nSet-password link (works once, for 72 hours; also mailed to ${email}):\n${url}\n`;
    }
    const account = accounts.byEmail(email);
    if (!account) throw new UsageError(`No account for ${email}.`);
    if (command === 'roles') {
      const roles = rolesOption(command, values.role);
      const before = account.roles.join(', ');
      accounts.setRoles(account.id, roles);
      audit.record({ actor, action: 'account-roles', target: email, detail: `${before} -> ${roles.join(', ')}`, at: now });
      return `Roles of ${email}: ${roles.join(', ')} (were ${before}).\n`;
    }
    if (command === 'reset') {
      accounts.clearPassword(account.id);
      const url = link(account);
      audit.record({ actor, action: 'account-reset', target: email, at: now });
      return `Reset ${email}: the old password no longer works.\nSet-password link (works once, for 72 hours; also mailed to ${email}):\n${url}\n`;
    }
    if (command === 'unlock') {
      const forgotten = accounts.clearThrottle(account.id);
      audit.record({ actor, action: 'account-unlock', target: email, detail: `${forgotten} failed attempts forgotten`, at: now });
      return `Unlocked ${email}: ${forgotten} failed sign-in attempt${forgotten === 1 ? '' : 's'} forgotten; it can sign in from anywhere again.\n`;
    }
    accounts.setDisabled(account.id, command === 'disable', now);
    audit.record({ actor, action: command === 'disable' ? 'account-disable' : 'account-enable', target: email, at: now });
    return command === 'disable' ? `Disabled ${email} and ended its sessions.\n` : `Enabled ${email}.\n`;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    process.stdout.write(run(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    throw error;
  }
}
