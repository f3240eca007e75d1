import { escapeHtml } from '../../lib/escape-html';
import { labelFor } from '../../lib/forms/labels';

export interface ResultPage {
  ok: boolean;
  heading: string;
  message: string;
  reference?: string;
  fields?: Record<string, string>;
  /** A failure on the server's side: the visitor need not correct anything, only send again later. */
  ourFault?: boolean;
  /** Where "Back" leads: the page that holds the form. */
  backUrl: string;
  homeUrl: string;
  schoolName: string;
}

/** The CSP of the result page: its own inline styles, nothing else. */
export const RESULT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A self-contained answer page for a native form post: no script, no file from the static export, so it
 * passes a strict CSP. `body` is markup the caller has escaped.
 */
export function answerPage(options: { ok: boolean; title: string; schoolName: string; body: string; lang?: string }): string {
  return `<!DOCTYPE html>
<html lang="${options.lang ?? 'en-IN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(options.title)} | ${escapeHtml(options.schoolName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#f5f7fa;line-height:1.5}
main{max-width:40rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;border-top:6px solid ${options.ok ? '#1d7a46' : '#b3261e'}}
h1{margin-top:0;font-size:1.6rem}.ref{font-size:1.15rem}a{color:#0f3b66;font-weight:600}a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
</style></head>
<body><main><p>${escapeHtml(options.schoolName)}</p>${options.body}</main></body></html>`;
}

/** The page a visitor without JavaScript sees after a native form post. */
export function renderResultPage(page: ResultPage): string {
  const fieldList =
    page.fields && Object.keys(page.fields).length > 0
      ? `<ul>${Object.entries(page.fields)
          .map(([field, message]) => `<li><strong>${escapeHtml(labelFor(field))}</strong>: ${escapeHtml(message)}</li>`)
          .join('')}</ul>`
      : '';
  const reference = page.reference ? `<p class="ref">Your reference number: <strong>${escapeHtml(page.reference)}</strong></p>` : '';
  const next = page.ok
    ? `<p>We have also sent a confirmation e-mail. Please quote the reference number if you contact the school office.</p>`
    : page.ourFault
      ? `<p>Nothing was saved. Please go back and send the form again in a few minutes; your browser usually keeps what you typed.</p>`
      : `<p>Nothing was saved. Please go back, correct the form and send it again; your browser usually keeps what you typed.</p>`;
  return answerPage({
    ok: page.ok,
    title: page.heading,
    schoolName: page.schoolName,
    body: `<h1>${escapeHtml(page.heading)}</h1>
<p role="status">${escapeHtml(page.message)}</p>${reference}${fieldList}${next}
<p><a href="${escapeHtml(page.backUrl)}">Back to the form</a> · <a href="${escapeHtml(page.homeUrl)}">Home page</a></p>`,
  });
}
