import { html, type SafeHtml } from '../core/html';

/** The way back from most refusals in the staff area. */
export const TO_INBOX = { href: '/staff', label: 'Back to the inbox' };

/** Why nothing happened (not found, not allowed, not saved), with a way back. */
export function problemPage(heading: string, text: string, link?: { href: string; label: string }): SafeHtml {
  return html`<div class="narrow"><h1>${heading}</h1><p>${text}</p>${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : ''}</div>`;
}
