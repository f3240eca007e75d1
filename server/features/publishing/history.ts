import type Database from 'better-sqlite3';

export type PublishState = 'queued' | 'building' | 'live' | 'failed' | 'rolled-back';
export type PublishSource = 'editor' | 'webhook' | 'poll' | 'manual' | 'revert';
export type FailureKind = 'content' | 'build' | 'git' | 'switch';

export interface Person {
  name: string;
  email: string;
}

export interface PublishCommit {
  sha: string;
  authorName: string;
  authorEmail: string;
  committedAt: string;
  subject: string;
  /** Whether it changed only files the content editor manages (it can be undone from /staff); null: not recorded. */
  contentOnly: boolean | null;
}

export interface Publish {
  id: number;
  state: PublishState;
  sources: PublishSource[];
  requestedBy: Person[];
  summary: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  commitSha: string | null;
  release: string | null;
  failureKind: FailureKind | null;
  failure: string | null;
  logTail: string | null;
  notes: string | null;
  rolledBackAt: string | null;
  rolledBackBy: string | null;
  commits: PublishCommit[];
}

interface Row {
  id: number;
  state: PublishState;
  sources: string;
  requested_by: string;
  summary: string | null;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  commit_sha: string | null;
  release: string | null;
  failure_kind: FailureKind | null;
  failure: string | null;
  log_tail: string | null;
  notes: string | null;
  rolled_back_at: string | null;
  rolled_back_by: string | null;
}

/** The record of every publish (the "Website updates" page), its commits, and the webhook deliveries seen. */
export class PublishHistory {
  constructor(private readonly db: Database.Database) {}

  private fromRow(row: Row): Publish {
    const commits = (
      this.db
        .prepare(
          `SELECT sha, author_name AS authorName, author_email AS authorEmail, committed_at AS committedAt, subject, content_only AS contentOnly
           FROM publish_commits WHERE publish_id = ? ORDER BY position`,
        )
        .all(row.id) as (Omit<PublishCommit, 'contentOnly'> & { contentOnly: number | null })[]
    ).map((commit) => ({ ...commit, contentOnly: commit.contentOnly === null ? null : commit.contentOnly === 1 }));
    return {
      id: row.id,
      state: row.state,
      sources: row.sources.split(',').filter(Boolean) as PublishSource[],
      requestedBy: JSON.parse(row.requested_by) as Person[],
      summary: row.summary,
      requestedAt: row.requested_at,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      commitSha: row.commit_sha,
      release: row.release,
      failureKind: row.failure_kind,
      failure: row.failure,
      logTail: row.log_tail,
      notes: row.notes,
      rolledBackAt: row.rolled_back_at,
      rolledBackBy: row.rolled_back_by,
      commits,
    };
  }

  byId(id: number): Publish | undefined {
    const row = this.db.prepare('SELECT * FROM publishes WHERE id = ?').get(id) as Row | undefined;
    return row && this.fromRow(row);
  }

  /** Newest first. */
  recent(limit: number): Publish[] {
    return (this.db.prepare('SELECT * FROM publishes ORDER BY id DESC LIMIT ?').all(limit) as Row[]).map((row) => this.fromRow(row));
  }

  /** Queues a publish, or joins the one already queued (coalescing): returns its id. */
  enqueue(source: PublishSource, person: Person | undefined, summary: string | undefined, now: Date): number {
    return this.db.transaction(() => {
      const queued = this.db.prepare("SELECT * FROM publishes WHERE state = 'queued' ORDER BY id LIMIT 1").get() as Row | undefined;
      if (!queued) {
        const result = this.db
          .prepare('INSERT INTO publishes (state, sources, requested_by, summary, requested_at) VALUES (?, ?, ?, ?, ?)')
          .run('queued', source, JSON.stringify(person ? [person] : []), summary?.slice(0, 300) ?? null, now.toISOString());
        return Number(result.lastInsertRowid);
      }
      const sources = new Set(queued.sources.split(','));
      sources.add(source);
      const people = JSON.parse(queued.requested_by) as Person[];
      if (person && !people.some((known) => known.email === person.email)) people.push(person);
      const summaries = [queued.summary, summary?.slice(0, 300)].filter(Boolean).join('; ').slice(0, 1000) || null;
      this.db
        .prepare('UPDATE publishes SET sources = ?, requested_by = ?, summary = ? WHERE id = ?')
        .run([...sources].join(','), JSON.stringify(people), summaries, queued.id);
      return queued.id;
    })();
  }

  nextQueued(): Publish | undefined {
    const row = this.db.prepare("SELECT * FROM publishes WHERE state = 'queued' ORDER BY id LIMIT 1").get() as Row | undefined;
    return row && this.fromRow(row);
  }

  building(): Publish | undefined {
    const row = this.db.prepare("SELECT * FROM publishes WHERE state = 'building' ORDER BY id LIMIT 1").get() as Row | undefined;
    return row && this.fromRow(row);
  }

  start(id: number, now: Date): void {
    this.db.prepare("UPDATE publishes SET state = 'building', started_at = ? WHERE id = ? AND state = 'queued'").run(now.toISOString(), id);
  }

  setCommits(id: number, sha: string, release: string, commits: PublishCommit[]): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE publishes SET commit_sha = ?, release = ? WHERE id = ?').run(sha, release, id);
      this.db.prepare('DELETE FROM publish_commits WHERE publish_id = ?').run(id);
      const insert = this.db.prepare(
        'INSERT INTO publish_commits (publish_id, position, sha, author_name, author_email, committed_at, subject, content_only) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      commits.forEach((commit, position) =>
        insert.run(
          id,
          position,
          commit.sha,
          commit.authorName.slice(0, 200),
          commit.authorEmail.slice(0, 200),
          commit.committedAt,
          commit.subject.slice(0, 300),
          commit.contentOnly === null ? null : commit.contentOnly ? 1 : 0,
        ),
      );
    })();
  }

  addNote(id: number, note: string): void {
    this.db.prepare("UPDATE publishes SET notes = trim(coalesce(notes, '') || char(10) || ?) WHERE id = ?").run(note.slice(0, 1000), id);
  }

  succeed(id: number, now: Date, logTail = ''): void {
    this.db.prepare("UPDATE publishes SET state = 'live', finished_at = ?, log_tail = ? WHERE id = ?").run(now.toISOString(), logTail.slice(-20_000), id);
  }

  fail(id: number, kind: FailureKind, failure: string, logTail: string, now: Date): void {
    this.db
      .prepare("UPDATE publishes SET state = 'failed', finished_at = ?, failure_kind = ?, failure = ?, log_tail = ? WHERE id = ?")
      .run(now.toISOString(), kind, failure.slice(0, 20_000), logTail.slice(-20_000), id);
  }

  rolledBack(id: number, by: string, now: Date): void {
    this.db.prepare("UPDATE publishes SET state = 'rolled-back', rolled_back_at = ?, rolled_back_by = ? WHERE id = ?").run(now.toISOString(), by, id);
  }

  /** Releases that went live (and were not rolled back), newest first. */
  liveReleases(): { id: number; release: string; commitSha: string }[] {
    return this.db
      .prepare("SELECT id, release, commit_sha AS commitSha FROM publishes WHERE state = 'live' AND release IS NOT NULL ORDER BY id DESC")
      .all() as { id: number; release: string; commitSha: string }[];
  }

  byRelease(release: string): Publish | undefined {
    const row = this.db.prepare('SELECT * FROM publishes WHERE release = ? ORDER BY id DESC LIMIT 1').get(release) as Row | undefined;
    return row && this.fromRow(row);
  }

  /** Builds cut short by a stop of the server: they failed (and are asked for again by whoever retries). */
  failInterrupted(now: Date): number {
    return this.db
      .prepare(
        "UPDATE publishes SET state = 'failed', finished_at = ?, failure_kind = 'build', failure = 'The server stopped during this build. Nothing was changed on the website.' WHERE state = 'building'",
      )
      .run(now.toISOString()).changes;
  }

  /** Records a webhook delivery by its id and its body's digest; false when either was seen before (a replay): nothing is recorded then. */
  rememberDelivery(host: string, delivery: string, digest: string, now: Date): boolean {
    return this.db.transaction(() => {
      const at = now.toISOString();
      const payload = this.db.prepare('INSERT OR IGNORE INTO publish_delivery_digests (digest, host, received_at) VALUES (?, ?, ?)').run(digest, host, at);
      if (payload.changes !== 1) return false;
      const id = this.db
        .prepare('INSERT OR IGNORE INTO publish_deliveries (host, delivery, received_at) VALUES (?, ?, ?)')
        .run(host, delivery.slice(0, 200), at);
      if (id.changes === 1) return true;
      // A known id with a new body: refused, and its digest not kept.
      this.db.prepare('DELETE FROM publish_delivery_digests WHERE digest = ?').run(digest);
      return false;
    })();
  }
}
