import { EDITOR_PATH, UPDATES_PATH } from '../../lib/cms/paths';
import { html, type SafeHtml } from './html';
import { homeFor, permits } from './route-roles';
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

/** The menu's pages: key (for aria-current), address, label, and the route whose roles decide whether it is shown. */
const MENU: { key?: NonNullable<LayoutOptions['current']>; href: string; label: string; route: string }[] = [
  { key: 'inbox', href: '/staff', label: 'Inbox', route: '/staff' },
  { key: 'visits', href: '/staff/visits', label: 'Visit times', route: '/staff/visits' },
  { key: 'insight', href: '/staff/insight', label: 'Insight', route: '/staff/insight' },
  { key: 'updates', href: UPDATES_PATH, label: 'Website updates', route: UPDATES_PATH },
  { href: EDITOR_PATH, label: 'Content editor', route: '/staff/admin/*' },
  { key: 'accounts', href: '/staff/accounts', label: 'Accounts', route: '/staff/accounts' },
  { key: 'audit', href: '/staff/audit', label: 'Audit log', route: '/staff/audit' },
];

/** The menu shows only what the signed-in member of staff may open (server/staff/route-roles.ts). */
function menu(session: StaffSession, current: LayoutOptions['current']): SafeHtml {
  return html`<nav aria-label="Staff menu"><ul>
    ${MENU.filter((entry) => permits(session, 'GET', entry.route)).map(
      (entry) => html`<li><a href="${entry.href}"${entry.key && current === entry.key ? html` aria-current="page"` : ''}>${entry.label}</a></li>`,
    )}
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
  <a class="brand" href="${session ? homeFor(session) : '/staff'}">${schoolName}: staff inbox</a>
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
