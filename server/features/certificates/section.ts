import { type Certificate, daysLeft, WARN_DAYS } from '../../../lib/content/certificates';
import { formatDate } from '../../../lib/dates';
import { html, type SafeHtml } from '../../core/html';

/** How many certificates the inbox lists. */
const SHOWN = 5;

/** "Certificates that expire next" above the inbox: the soonest first, with the days left (shown to every staff member). */
export function certificatesSection(certificates: Certificate[], now: Date): SafeHtml | '' {
  if (certificates.length === 0) return '';
  const next = [...certificates].sort((a, b) => a.validUntil.localeCompare(b.validUntil)).slice(0, SHOWN);
  return html`<section class="card" aria-labelledby="certificates-heading">
  <h2 id="certificates-heading">Certificates that expire next</h2>
  <ul class="certificates">
  ${next.map((certificate) => {
    const left = daysLeft(certificate.validUntil, now);
    const when = html`<time datetime="${certificate.validUntil}">${formatDate(certificate.validUntil, 'short')}</time>`;
    const state =
      left < 0
        ? html`<strong class="overdue">expired on ${when}</strong>${certificate.renewalAppliedOn ? html` (renewal applied for on ${formatDate(certificate.renewalAppliedOn, 'short')})` : ''}`
        : left <= WARN_DAYS
          ? html`<strong>${left} day${left === 1 ? '' : 's'} left</strong>, until ${when}`
          : html`valid until ${when} (${left} days)`;
    return html`<li data-certificate="${certificate.key}">${certificate.title}: ${state}</li>`;
  })}
  </ul>
</section>`;
}
