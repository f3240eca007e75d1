import type Database from 'better-sqlite3';
import { fromRow, statusBadge, type Submission, submissionName, type SubmissionRow } from '../intake';
import { formatDateTime } from '../../core/format';
import { html, type SafeHtml } from '../../core/html';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many the inbox lists; the count says how many more wait. */
const SHOWN = 20;

export interface Waiting {
  item: Submission;
  /** Since when the school owes the family its next step: the oldest thing outstanding. */
  since: string;
  /** What the office has to do, e.g. "a first look" or "a payment to check". */
  what: string[];
}

/**
 * Admissions waiting for the school, the longest-waiting first: new or under review (since the status was set), a
 * document the family sent and nobody checked yet, a UTR not yet checked against the bank.
 */
export function waitingForSchool(db: Database.Database): { items: Waiting[]; total: number } {
  const rows = db
    .prepare(
      `WITH owed (submission_id, since, what) AS (
         SELECT id, COALESCE(status_changed_at, created_at), CASE status WHEN 'received' THEN 'a first look' ELSE 'a decision' END
           FROM submissions WHERE type = 'admission' AND status IN ('received', 'under_review')
         UNION ALL SELECT submission_id, uploaded_at, 'a document to check' FROM application_documents WHERE state = 'uploaded'
         UNION ALL SELECT submission_id, submitted_at, 'a payment to check' FROM fee_payments WHERE state = 'submitted'
       )
       SELECT s.*, MIN(owed.since) AS waiting_since, group_concat(DISTINCT owed.what) AS waiting_for
       FROM owed JOIN submissions s ON s.id = owed.submission_id
       WHERE s.status NOT IN ('withdrawn', 'declined', 'offer_declined')
       GROUP BY s.id ORDER BY waiting_since ASC, s.id ASC`,
    )
    .all() as (SubmissionRow & { waiting_since: string; waiting_for: string })[];
  return {
    total: rows.length,
    items: rows.slice(0, SHOWN).map((row) => ({ item: fromRow(row), since: row.waiting_since, what: row.waiting_for.split(',') })),
  };
}

/** "3 days" / "5 hours": how long since `since`. */
export function waitedFor(since: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(since).getTime());
  if (ms >= DAY_MS) {
    const days = Math.floor(ms / DAY_MS);
    return `${days} day${days === 1 ? '' : 's'}`;
  }
  const hours = Math.floor(ms / 3_600_000);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** "Waiting for the school" above the inbox: oldest first, flagged past the office's target (content/admission-documents.yml). */
export function waitingSection(waiting: { items: Waiting[]; total: number }, targetDays: number, now: Date): SafeHtml | '' {
  if (waiting.total === 0) return '';
  const late = (since: string) => now.getTime() - new Date(since).getTime() > targetDays * DAY_MS;
  const overdue = waiting.items.filter((entry) => late(entry.since)).length;
  return html`<section class="card" aria-labelledby="waiting-heading">
  <h2 id="waiting-heading">Waiting for the school (${waiting.total})</h2>
  <p>Longest first. The office's target is ${targetDays} day${targetDays === 1 ? '' : 's'}${overdue ? html`; <strong class="overdue">${overdue} past it</strong>` : ''}.</p>
  <div class="table-wrap" role="region" aria-labelledby="waiting-heading" tabindex="0"><table>
  <thead><tr><th scope="col">Reference</th><th scope="col">Name</th><th scope="col">Status</th><th scope="col">Waiting for</th><th scope="col">Waiting since</th></tr></thead>
  <tbody>${waiting.items.map(
    (entry) => html`<tr data-waiting="${entry.item.reference}"><td><a href="/staff/submissions/${entry.item.reference}">${entry.item.reference}</a></td>
    <td>${submissionName(entry.item)}</td><td>${statusBadge(entry.item.type, entry.item.status)}</td><td>${entry.what.join(', ')}</td>
    <td>${formatDateTime(entry.since)}: ${
      late(entry.since)
        ? html`<strong class="overdue" data-late="yes">waited ${waitedFor(entry.since, now)}, past the ${targetDays}-day target</strong>`
        : html`waited ${waitedFor(entry.since, now)}`
    }</td></tr>`,
  )}</tbody></table></div>
  ${waiting.total > waiting.items.length ? html`<p class="muted">And ${waiting.total - waiting.items.length} more.</p>` : ''}
</section>`;
}
