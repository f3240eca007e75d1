import { formatDateTime } from '../core/format';
import { html, type SafeHtml } from '../core/html';
import { csrfField, message } from '../staff-shell/layout';
import type { StaffAccount } from './accounts';
import type { AuditEntry } from './audit';
import { PASSWORD_MIN_LENGTH, ROLE_DESCRIPTIONS, ROLES } from './policy';
import type { StaffSession } from './sessions';

const time = (iso: string | number) => html`<time datetime="${new Date(iso).toISOString()}">${formatDateTime(iso)}</time>`;

// ---------------------------------------------------------------- sign-in and passwords

export function signInPage(options: { csrf: string; next: string; email?: string; error?: string; notice?: string }): SafeHtml {
  return html`<div class="narrow">
  <h1>Sign in</h1>
  ${options.notice ? message('ok', options.notice) : ''}
  ${options.error ? message('error', options.error) : ''}
  <form method="post" action="/staff/sign-in" class="card">
    <input type="hidden" name="_csrf" value="${options.csrf}">
    <input type="hidden" name="next" value="${options.next}">
    <div class="field">
      <label for="email">E-mail address</label>
      <input id="email" name="email" type="email" autocomplete="username" required maxlength="200" value="${options.email ?? ''}">
    </div>
    <div class="field">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
    </div>
    <button type="submit">Sign in</button>
  </form>
  <p class="muted">Forgotten your password? Ask an administrator of the staff inbox to send you a new set-password link.</p>
</div>`;
}

export function setPasswordPage(options: { token: string; email?: string; error?: string; expired?: boolean }): SafeHtml {
  if (options.expired) {
    return html`<div class="narrow"><h1>Set your password</h1>
      ${message('error', 'This link has expired or has been used already. Please ask an administrator for a new one.')}
      <p><a href="/staff/sign-in">Go to sign-in</a></p></div>`;
  }
  return html`<div class="narrow">
  <h1>Set your password</h1>
  ${options.error ? message('error', options.error) : ''}
  <form method="post" action="/staff/set-password" class="card">
    <input type="hidden" name="token" value="${options.token}">
    <p>For <strong>${options.email ?? ''}</strong>.</p>
    <div class="field">
      <label for="password">New password</label>
      <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="128" aria-describedby="password-hint">
      <p id="password-hint" class="hint">At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to remember.</p>
    </div>
    <div class="field">
      <label for="confirm">The same password again</label>
      <input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="128">
    </div>
    <button type="submit">Set password</button>
  </form>
</div>`;
}

// ---------------------------------------------------------------- accounts and audit (administrators)

/** An account's roles as checkboxes with a Save button: an administrator changes them in place. */
function roleForm(account: StaffAccount, session: StaffSession): SafeHtml {
  return html`<form method="post" action="/staff/accounts/${account.id}/roles" class="roles">
    ${csrfField(session)}
    <fieldset><legend class="visually-hidden">Roles of ${account.email}</legend>
    ${ROLES.map(
      (role) => html`<label><input type="checkbox" name="roles" value="${role}"${account.roles.includes(role) ? html` checked` : ''}> ${role}</label> `,
    )}
    </fieldset>
    <button type="submit" class="secondary" aria-label="Save the roles of ${account.email}">Save roles</button>
  </form>`;
}

export function accountsPage(options: {
  accounts: (StaffAccount & { lastSignIn?: string })[];
  session: StaffSession;
  notice?: string;
  error?: string;
  email?: string;
}): SafeHtml {
  const { session } = options;
  const state = (account: StaffAccount) => (account.disabledAt ? 'Disabled' : account.passwordHash ? 'Active' : 'Waiting for a password');
  return html`<h1>Staff accounts</h1>
${options.notice ? message('ok', options.notice) : ''}
${options.error ? message('error', options.error) : ''}
<div class="table-wrap" role="region" aria-label="Accounts" tabindex="0"><table>
  <thead><tr><th scope="col">E-mail</th><th scope="col">Roles</th><th scope="col">State</th><th scope="col">Last sign-in</th><th scope="col">Actions</th></tr></thead>
  <tbody>${options.accounts.map(
    (
      account,
    ) => html`<tr><td>${account.email}</td><td>${roleForm(account, session)}</td><td>${state(account)}</td><td>${account.lastSignIn ? time(account.lastSignIn) : 'Never'}</td>
    <td class="row">
      <form method="post" action="/staff/accounts/${account.id}/reset">${csrfField(session)}<button type="submit" class="secondary" aria-label="Reset password of ${account.email}">Reset password</button></form>
      ${
        account.id === session.accountId
          ? ''
          : html`<form method="post" action="/staff/accounts/${account.id}/${account.disabledAt ? 'enable' : 'disable'}">${csrfField(session)}<button type="submit" class="secondary" aria-label="${account.disabledAt ? 'Enable' : 'Disable'} ${account.email}">${account.disabledAt ? 'Enable' : 'Disable'}</button></form>`
      }
    </td></tr>`,
  )}</tbody>
</table></div>
<h2 id="add-heading">Add an account</h2>
<form method="post" action="/staff/accounts" class="card" aria-labelledby="add-heading">
  ${csrfField(session)}
  <div class="field"><label for="new-email">E-mail address</label><input id="new-email" name="email" type="email" required maxlength="200" value="${options.email ?? ''}"></div>
  <fieldset class="field"><legend>Roles</legend>
    ${ROLES.map((role) => html`<label><input type="checkbox" name="roles" value="${role}"${role === 'office' ? html` checked` : ''}> ${ROLE_DESCRIPTIONS[role]}</label>`)}
  </fieldset>
  <p class="hint">The new member of staff gets an e-mail with a link to choose a password (valid for three days).</p>
  <button type="submit">Add account</button>
</form>`;
}

const ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'sign-out': 'Signed out',
  'password-set': 'Password set',
  'file-view': 'Viewed a file',
  'status-change': 'Changed a status',
  erasure: "Erased a family's data",
  'identity-check': "Checked a requester's identity in person",
  'note-add': 'Added a note',
  export: 'Exported CSV',
  'account-add': 'Added an account',
  'account-reset': 'Reset a password',
  'account-disable': 'Disabled an account',
  'account-enable': 'Enabled an account',
  'account-roles': 'Changed roles',
  'access-refused': 'Refused: not for the role',
  'cms-read': 'Editor: read',
  'cms-save': 'Editor: saved',
  'cms-delete': 'Editor: deleted',
  'cms-upload': 'Editor: uploaded',
  'cms-refused': 'Editor: refused',
  'account-unlock': 'Lifted sign-in pauses',
  'publish-request': 'Asked for a website update',
  'publish-rollback': 'Rolled the website back',
  'publish-revert': 'Undid a website change',
  'money-approve': 'Approved new payment details',
  'offer-decision': 'Decided on a seat',
  'payment-confirm': 'Confirmed a payment',
  'payment-reject': 'Rejected a UTR',
  'document-accept': "Accepted a family's document",
  'document-reject': "Rejected a family's document",
  'visit-slot-add': 'Added a visit time',
  'visit-slot-edit': 'Changed a visit time',
  'visit-slot-cancel': 'Cancelled a visit time',
  'links-revoke': "Stopped the links to a family's page",
};

export function auditPage(options: { entries: AuditEntry[]; total: number; page: number; pageSize: number }): SafeHtml {
  const pages = Math.max(1, Math.ceil(options.total / options.pageSize));
  return html`<h1>Audit log</h1>
<p>Every sign-in (refused ones counted per account, address and hour), file view, status change, export and account change, newest first.</p>
<div class="table-wrap" role="region" aria-label="Audit log" tabindex="0"><table>
  <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">About</th><th scope="col">Address</th><th scope="col">Details</th></tr></thead>
  <tbody>${options.entries.map(
    (entry) =>
      html`<tr><td>${time(entry.at)}</td><td>${entry.actor ?? ''}</td><td>${ACTIONS[entry.action] ?? entry.action}</td><td>${entry.target ?? ''}</td><td>${entry.ip ?? ''}</td><td>${entry.detail ?? ''}${entry.count > 1 ? ` (${entry.count} times)` : ''}</td></tr>`,
  )}</tbody>
</table></div>
${
  pages > 1
    ? html`<nav class="pager" aria-label="Pages">
  ${options.page > 1 ? html`<a href="/staff/audit?page=${options.page - 1}" rel="prev">Newer</a>` : ''}
  <span>Page ${options.page} of ${pages}</span>
  ${options.page < pages ? html`<a href="/staff/audit?page=${options.page + 1}" rel="next">Older</a>` : ''}
</nav>`
    : ''
}`;
}
