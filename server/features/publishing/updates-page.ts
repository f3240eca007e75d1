import type { Publish, PublishSource } from './history';
import { changedValues, type MoneyChange } from './money';
import { formatDateTime } from '../../core/format';
import { html, type SafeHtml } from '../../core/html';
import { csrfField, message } from '../../staff-shell/layout';
import type { StaffSession } from '../../sign-in/sessions';
import type { StaleTranslation } from '../../../lib/translations/content';

const time = (iso: string) => html`<time datetime="${new Date(iso).toISOString()}">${formatDateTime(iso)}</time>`;

const SOURCES: Record<PublishSource, string> = {
  editor: 'a save in the editor',
  webhook: 'a push to the repository',
  poll: 'a new commit found upstream',
  manual: 'Publish now',
  revert: 'an undo',
  command: 'a server command',
};

/** "a save in the editor, a server command by school-site update (editor@…)": each source, a command with who ran it, and the staff who asked. */
function askedBy(publish: Publish): string {
  const commands = publish.requestedBy.filter((person) => !person.email).map((person) => person.name);
  const staff = publish.requestedBy.filter((person) => person.email).map((person) => person.email);
  const sources = publish.sources.map((source) =>
    source === 'command' && commands.length > 0 ? `${SOURCES.command} by ${commands.join(', ')}` : (SOURCES[source] ?? source),
  );
  return `${sources.join(', ')}${staff.length > 0 ? ` (${staff.join(', ')})` : ''}`;
}

/** "1 min 12 s", "48 s". */
export function duration(fromIso: string, toIso: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}

function stateLabel(publish: Publish, live: string | undefined): string {
  switch (publish.state) {
    case 'queued':
      return 'Queued';
    case 'building':
      return 'Building';
    case 'live':
      return publish.release === live ? 'Live' : 'Was live (replaced by a later update)';
    case 'failed':
      return 'Failed';
    case 'rolled-back':
      return 'Rolled back';
  }
}

/** The payment details section: the approved ones in force, and a change held for an administrator. */
function paymentDetails(money: UpdatesPageOptions['money'], session: StaffSession): SafeHtml {
  const { held, approved } = money;
  return html`<section class="card" aria-labelledby="payment-details">
    <h2 id="payment-details">Payment details</h2>
    ${
      held && approved
        ? html`${message(
            'error',
            html`A change to what families pay or where they pay it (the UPI id, bank accounts or fees) is held until an administrator approves it.`,
          )}
            <p>
              Changed by ${held.changedBy} (version <code>${held.commitSha.slice(0, 12)}</code>), found ${time(held.detectedAt)}. Until it is approved, the
              website and the families' pages show the approved details; the rest of each update goes live as usual. Every administrator has been e-mailed.
            </p>
            <div class="table-wrap" role="region" aria-label="The held change to the payment details" tabindex="0">
              <table>
                <thead>
                  <tr><th scope="col">Detail</th><th scope="col">Approved (shown now)</th><th scope="col">Held change</th></tr>
                </thead>
                <tbody>
                  ${changedValues(approved.settings, held.settings).map(
                    (change) => html`<tr><td><code>${change.path}</code></td><td>${change.from}</td><td>${change.to}</td></tr>`,
                  )}
                </tbody>
              </table>
            </div>
            ${
              money.canApprove
                ? html`<form method="post" action="/staff/updates/money/${held.id}/approve">
                    ${csrfField(session)}<button type="submit">Approve the new payment details</button>
                  </form>
                  <p class="muted">Not right? Undo the change below instead; the approved details stay.</p>`
                : html`<p class="muted">An administrator approves it, or the change is undone below.</p>`
            }`
        : html`<p>
            No change is waiting. ${
              approved
                ? html`The details in force were approved by ${approved.decidedBy ?? approved.changedBy}, ${time(approved.decidedAt ?? approved.detectedAt)}.`
                : ''
            }
            A change to the UPI id, bank accounts or fees by anyone but an administrator waits here for an administrator's approval.
          </p>`
    }
  </section>`;
}

export interface UpdatesPageOptions {
  publishes: Publish[];
  /** The release served now (its folder name), if anything was published. */
  live: string | undefined;
  session: StaffSession;
  canRollback: boolean;
  available: boolean;
  notice?: { kind: 'ok' | 'error'; text: string };
  /** The payment details (features/publishing/money.ts): approved, held, and whether this member of staff may approve. */
  money: { approved?: MoneyChange; held?: MoneyChange; canApprove: boolean };
  /** The Marathi texts whose English changed since they were translated (lib/translations/), and whether the viewer may edit them. */
  translations: { stale: StaleTranslation[]; canEdit: boolean };
}

const STALE_STATES: Record<StaleTranslation['state'], string> = {
  changed: 'the English has changed since it was translated',
  unmarked: 'nobody has recorded which English it was translated from',
};

/** Marathi texts to look at again: each with why, and a link into the editor for those who may edit. */
function translationsToUpdate({ stale, canEdit }: UpdatesPageOptions['translations']): SafeHtml {
  return html`<section class="card" aria-labelledby="translations">
    <h2 id="translations">Marathi texts to update</h2>
    ${
      stale.length === 0
        ? html`<p>Every Marathi text was translated from the English as it is now.</p>`
        : html`<p>
              The website keeps showing these Marathi pages as they are. Open each, compare the Marathi column with the English, correct it, then press
              "The Marathi matches the English now" and publish.
            </p>
            <ul>
              ${stale.map(
                (item) =>
                  html`<li>
                    ${canEdit ? html`<a href="${item.editorHref}">${item.label}</a>` : item.label}: ${STALE_STATES[item.state]}
                    <span class="muted">(<code>content/${item.marathiFile}</code>)</span>
                  </li>`,
              )}
            </ul>`
    }
  </section>`;
}

function update(publish: Publish, options: UpdatesPageOptions): SafeHtml {
  const { session } = options;
  const undoable = publish.state === 'live' || publish.state === 'rolled-back';
  return html`<article class="card update" id="publish-${publish.id}" aria-labelledby="publish-${publish.id}-title">
    <h2 id="publish-${publish.id}-title">Update #${publish.id} <span class="status state-${publish.state}">${stateLabel(publish, options.live)}</span></h2>
    <dl>
      <dt>Asked for by</dt>
      <dd>${askedBy(publish)}</dd>
      ${
        publish.summary
          ? html`<dt>Summary</dt>
              <dd>${publish.summary}</dd>`
          : ''
      }
      <dt>Asked for</dt>
      <dd>${time(publish.requestedAt)}</dd>
      ${
        publish.startedAt
          ? html`<dt>Started</dt>
              <dd>${time(publish.startedAt)}</dd>`
          : ''
      }
      ${
        publish.startedAt && publish.finishedAt
          ? html`<dt>Duration</dt>
              <dd>${duration(publish.startedAt, publish.finishedAt)}</dd>`
          : ''
      }
      ${
        publish.commitSha
          ? html`<dt>Version</dt>
              <dd><code>${publish.commitSha.slice(0, 12)}</code></dd>`
          : ''
      }
      ${
        publish.rolledBackAt
          ? html`<dt>Rolled back</dt>
              <dd>${time(publish.rolledBackAt)} by ${publish.rolledBackBy ?? ''}</dd>`
          : ''
      }
    </dl>
    ${
      publish.commits.length > 0
        ? html`<h3>Changes</h3>
            <ul class="commits">
              ${publish.commits.map(
                (commit) =>
                  html`<li>
                    <strong>${commit.subject}</strong>, by ${commit.authorName} &lt;${commit.authorEmail}&gt;, ${time(commit.committedAt)}
                    <code>${commit.sha.slice(0, 7)}</code> ${
                      undoable && commit.contentOnly === false
                        ? html`<span class="muted">A change of the code: only an administrator undoes it, with the deployment's update command.</span>`
                        : undoable
                          ? html`<form method="post" action="/staff/updates/revert" class="inline">
                            ${csrfField(session)}<input type="hidden" name="sha" value="${commit.sha}" /><button
                              type="submit"
                              aria-label="Undo this change: ${commit.subject}"
                            >
                              Undo this change
                            </button>
                          </form>`
                          : ''
                    }
                  </li>`,
              )}
            </ul>`
        : publish.commitSha
          ? html`<p class="muted">No new changes since the version before: the same content built again.</p>`
          : ''
    }
    ${
      publish.failure
        ? html`<h3>Why it failed</h3>
            <div class="failure" role="note">${publish.failure}</div>`
        : ''
    }
    ${
      publish.notes
        ? html`<h3>Notes</h3>
            <p>${publish.notes}</p>`
        : ''
    }
    ${
      publish.logTail
        ? html`<details>
            <summary>The build's last output</summary>
            <pre class="log">${publish.logTail.slice(-8000)}</pre>
          </details>`
        : ''
    }
  </article>`;
}

/** "Website updates": what is live, what is being built, and every publish with its changes and outcome. */
export function updatesPage(options: UpdatesPageOptions): SafeHtml {
  const { publishes, live, session } = options;
  const current = live ? publishes.find((publish) => publish.release === live) : undefined;
  const building = publishes.find((publish) => publish.state === 'building');
  const queued = publishes.find((publish) => publish.state === 'queued');
  return html`<h1>Website updates</h1>
    ${options.notice ? message(options.notice.kind, options.notice.text) : ''}
    <section class="card" aria-labelledby="now">
      <h2 id="now">Now</h2>
      <p>
        ${
          current
            ? html`The website shows update #${current.id} (version <code>${(current.commitSha ?? '').slice(0, 12)}</code>), live since
                ${time(current.finishedAt ?? current.requestedAt)}.`
            : live
              ? html`The website shows the release ${live}.`
              : 'The website shows the version built on the server by hand; nothing has been published from here yet.'
        }
      </p>
      ${building ? html`<p>Update #${building.id} is being built (started ${time(building.startedAt ?? building.requestedAt)}). It usually takes a minute or two.</p>` : ''}
      ${queued ? html`<p>Update #${queued.id} is waiting for the current build to finish; changes saved in the meantime join it.</p>` : ''}
      ${
        options.available
          ? html`<div class="row">
                <form method="post" action="/staff/updates/publish">${csrfField(session)}<button type="submit">Publish now</button></form>
                ${options.canRollback ? html`<form method="post" action="/staff/updates/rollback">${csrfField(session)}<button type="submit">Roll back to the previous version</button></form>` : ''}
              </div>
              <p class="muted">
                Every save in the editor is published by itself. Rolling back puts the previous version live at once, but the change stays in the content: undo
                it below, or the next update publishes it again.
              </p>`
          : html`<p class="muted">This server's copy of the website is not a git repository, so it cannot publish. See DEPLOY.md.</p>`
      }
    </section>
    ${translationsToUpdate(options.translations)}
    ${paymentDetails(options.money, session)}
    <h2>History</h2>
    ${publishes.length === 0 ? html`<p>No updates yet.</p>` : publishes.map((publish) => update(publish, options))}`;
}
