import { formatDateTime } from '../../core/format';
import { html } from '../../core/html';
import { query } from '../../core/schemas';
import type { StaffApp } from '../../sign-in/page';
import { csrfField, message } from '../../staff-shell/layout';
import { officeMailForm } from './forms';
import { ACTION_WORDS, FamilyActions, OFFICE_MAIL_CHOICES, type OfficeMailChoice } from './office-alerts';

const CHOICE_WORDS: Record<OfficeMailChoice, string> = {
  each: 'A mail for each action, as it happens',
  digest: 'One digest a day, at 8 in the morning, of everything since the last one',
};

/**
 * GET and POST /staff/office-mail: how the office hears of what families do on their pages (a document uploaded, a
 * visit booked, moved or cancelled, an offer accepted or declined, a UTR entered). Office and administrators choose
 * (route-roles.ts); the choice is kept in the database (staff_settings) and audited.
 */
export function officeMailRoutes(app: StaffApp): void {
  const actions = new FamilyActions(app.db);

  app.get('/office-mail', { schema: { querystring: query('done') } }, async (request, reply) => {
    const session = request.staffSession!;
    const current = actions.choice();
    const waiting = actions.waiting();
    const saved = (request.query as { done?: unknown }).done === 'saved';
    const body = html`<h1>Mail to the office</h1>
${saved ? message('ok', 'Saved.') : ''}
<p>When a family uploads a document, books, moves or cancels its visit, accepts or declines an offer, or enters the UPI transaction ID of
its payment, the office is told by mail at the inbox's address. Choose how.</p>
<form method="post" action="/staff/office-mail" class="card">
  ${csrfField(session)}
  <fieldset><legend>Tell the office</legend>
  ${OFFICE_MAIL_CHOICES.map(
    (choice) =>
      html`<label class="check"><input type="radio" name="choice" value="${choice}"${choice === current.value ? html` checked` : ''}> <span>${CHOICE_WORDS[choice]}</span></label>`,
  )}
  </fieldset>
  <button type="submit">Save</button>
</form>
<p class="muted">${current.changedBy ? `Chosen by ${current.changedBy}, ${formatDateTime(current.changedAt!)}.` : 'Not chosen yet: a mail for each action.'}</p>
<h2 id="waiting-actions-heading">Waiting for the next digest (${waiting.length})</h2>
${
  waiting.length === 0
    ? html`<p>Nothing.</p>`
    : html`<ul class="plain" aria-labelledby="waiting-actions-heading">${waiting.map(
        (entry) =>
          html`<li>${formatDateTime(entry.at)}, <a href="/staff/submissions/${entry.reference}">${entry.reference}</a>: ${ACTION_WORDS[entry.action]}. ${entry.summary}</li>`,
      )}</ul>`
}`;
    return reply.staffPage(200, 'Mail to the office', body, session, 'office-mail');
  });

  app.post('/office-mail', { schema: { body: officeMailForm } }, async (request, reply) => {
    const choice = OFFICE_MAIL_CHOICES.find((candidate) => candidate === request.body.choice);
    if (!choice) return reply.code(303).header('Location', '/staff/office-mail').send();
    const session = request.staffSession!;
    const now = new Date();
    app.db.transaction(() => {
      actions.setChoice(choice, session.email, now);
      app.audit.record({
        actor: session.email,
        action: 'setting-change',
        ip: request.ip,
        detail: `mail to the office about families' actions: ${choice}`,
        at: now,
      });
    })();
    return reply.code(303).header('Location', '/staff/office-mail?done=saved').send();
  });
}
