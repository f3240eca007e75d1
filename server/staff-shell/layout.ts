import { html, type SafeHtml } from '../core/html';

/** One page of the staff menu. Each feature names its own (its index.ts), the service lists them in order (app.ts). */
export interface StaffMenuEntry {
  /** For aria-current: the `current` a page of this entry passes. */
  key?: string;
  href: string;
  label: string;
  /** The route whose roles decide whether the entry is shown (GET). */
  route: string;
}

/** The signed-in member of staff as the page shows them: who, the start page, what their roles open, the form token. */
export interface StaffViewer {
  email: string;
  roles: readonly string[];
  csrfToken: string;
  /** The start page of their roles (the brand link). */
  home: string;
  /** Whether their roles open a GET route (the menu shows only those). */
  mayOpen: (route: string) => boolean;
}

export interface LayoutOptions {
  title: string;
  schoolName: string;
  /** The signed-in member of staff; absent on the sign-in and set-password pages. */
  viewer?: StaffViewer;
  /** The menu's pages, in order. */
  menu: readonly StaffMenuEntry[];
  /** Which menu entry is the current page (its key). */
  current?: string;
  body: SafeHtml;
}

/** The CSP of every staff page: our stylesheet and images from this origin, no script at all, forms only to us. */
export const STAFF_PAGE_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** A hidden CSRF field for a form of a signed-in page. */
export function csrfField(session: { csrfToken: string }): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${session.csrfToken}">`;
}

/** The menu shows only what the signed-in member of staff may open (the route table of sign-in/route-roles.ts decides). */
function menu(viewer: StaffViewer, entries: readonly StaffMenuEntry[], current: string | undefined): SafeHtml {
  return html`<nav aria-label="Staff menu"><ul>
    ${entries
      .filter((entry) => viewer.mayOpen(entry.route))
      .map((entry) => html`<li><a href="${entry.href}"${entry.key && current === entry.key ? html` aria-current="page"` : ''}>${entry.label}</a></li>`)}
  </ul></nav>
  <form method="post" action="/staff/sign-out">
    <span class="who">Signed in as ${viewer.email} (${viewer.roles.join(', ')})</span>
    ${csrfField(viewer)}
    <button type="submit">Sign out</button>
  </form>`;
}

/** The page shell: a skip link, the bar with the menu and sign-out, and the main content. */
export function layout(options: LayoutOptions): string {
  const { title, schoolName, viewer, current, body } = options;
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
  <a class="brand" href="${viewer ? viewer.home : '/staff'}">${schoolName}: staff inbox</a>
  ${viewer ? menu(viewer, options.menu, current) : ''}
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
