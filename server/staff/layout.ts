import { canSeeInsight } from '../insight/access';
import { canPublish } from '../publish/access';
import { html, type SafeHtml } from './html';
import { hasRole } from './policy';
import type { StaffSession } from './sessions';

export interface LayoutOptions {
  title: string;
  schoolName: string;
  /** The signed-in member of staff; absent on the sign-in and set-password pages. */
  session?: StaffSession;
  /** Which menu entry is the current page. */
  current?: 'inbox' | 'accounts' | 'audit' | 'updates' | 'visits' | 'insight';
  body: SafeHtml;
}

/** The CSP of every staff page: our stylesheet and images from this origin, no script at all, forms only to us. */
export const STAFF_PAGE_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** A hidden CSRF field for a form of a signed-in page. */
export function csrfField(session: StaffSession): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${session.csrfToken}">`;
}

function menu(session: StaffSession, current: LayoutOptions['current']): SafeHtml {
  const item = (key: NonNullable<LayoutOptions['current']>, href: string, label: string) =>
    html`<li><a href="${href}"${current === key ? html` aria-current="page"` : ''}>${label}</a></li>`;
  return html`<nav aria-label="Staff menu"><ul>
    ${item('inbox', '/staff', 'Inbox')}
    ${item('visits', '/staff/visits', 'Visit times')}
    ${canSeeInsight(session) ? item('insight', '/staff/insight', 'Insight') : ''}
    ${canPublish(session) ? item('updates', '/staff/updates', 'Website updates') : ''}
    ${hasRole(session, 'editor') ? html`<li><a href="/staff/admin/">Content editor</a></li>` : ''}
    ${hasRole(session, 'admin') ? [item('accounts', '/staff/accounts', 'Accounts'), item('audit', '/staff/audit', 'Audit log')] : ''}
  </ul></nav>
  <form method="post" action="/staff/sign-out">
    <span class="who">Signed in as ${session.email} (${session.roles.join(', ')})</span>
    ${csrfField(session)}
    <button type="submit">Sign out</button>
  </form>`;
}

/** The page shell: a skip link, the bar with the menu and sign-out, and the main content. */
export function layout(options: LayoutOptions): string {
  const { title, schoolName, session, current, body } = options;
  return html`<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${title} | Staff inbox | ${schoolName}</title>
<link rel="stylesheet" href="/staff/staff.css">
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header class="bar">
  <a class="brand" href="/staff">${schoolName}: staff inbox</a>
  ${session ? menu(session, current) : ''}
</header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>`.value;
}

/** A confirmation or error box; errors are announced at once. */
export function message(kind: 'ok' | 'error', text: string | SafeHtml): SafeHtml {
  return html`<div class="message ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${text}</div>`;
}
