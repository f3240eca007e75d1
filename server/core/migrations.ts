import type Database from 'better-sqlite3';
import { messageOf } from './errors';

/** Numbered schema migrations. Append new ones; never edit one that has shipped. */
export const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'submissions and mail outbox',
    sql: `
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        created_at TEXT NOT NULL,
        data TEXT NOT NULL,
        consent_at TEXT,
        ip TEXT,
        request_id TEXT,
        file_path TEXT,
        file_name TEXT,
        file_type TEXT,
        file_size INTEGER,
        file_sha256 TEXT
      );
      CREATE INDEX submissions_type_created ON submissions (type, created_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('office', 'acknowledgement')),
        recipient TEXT NOT NULL,
        message_id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        sent_at TEXT
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    `,
  },
  {
    version: 2,
    name: 'staff inbox: accounts, sessions, statuses, notes, audit log, file ids, outbox for status and account mails',
    sql: `
      -- The current status of a submission, kept on its row so the inbox can filter and count quickly.
      ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'received';
      ALTER TABLE submissions ADD COLUMN status_changed_at TEXT;
      UPDATE submissions SET status_changed_at = created_at;
      -- Files are fetched by this random id, never by the (guessable, shared) reference.
      ALTER TABLE submissions ADD COLUMN file_id TEXT;
      UPDATE submissions SET file_id = lower(hex(randomblob(16))) WHERE file_path IS NOT NULL;
      CREATE UNIQUE INDEX submissions_file_id ON submissions (file_id);
      CREATE INDEX submissions_created ON submissions (created_at);
      CREATE INDEX submissions_type_status ON submissions (type, status);

      CREATE TABLE staff_accounts (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        role TEXT NOT NULL CHECK (role IN ('office', 'admin')),
        password_hash TEXT,
        created_at TEXT NOT NULL,
        password_changed_at TEXT,
        disabled_at TEXT
      );
      -- Sessions are looked up by the SHA-256 of the cookie's token, so the table alone opens no session.
      CREATE TABLE staff_sessions (
        id TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        ip TEXT,
        user_agent TEXT
      );
      CREATE INDEX staff_sessions_account ON staff_sessions (account_id);
      CREATE TABLE staff_password_tokens (
        id TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      -- Every sign-in attempt, by the e-mail typed (known or not), for the lockout and the per-address limit.
      CREATE TABLE staff_sign_in_attempts (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE,
        ip TEXT,
        at INTEGER NOT NULL,
        success INTEGER NOT NULL
      );
      CREATE INDEX staff_sign_in_attempts_email ON staff_sign_in_attempts (email, at);
      CREATE INDEX staff_sign_in_attempts_ip ON staff_sign_in_attempts (ip, at);

      CREATE TABLE status_changes (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        from_status TEXT NOT NULL,
        to_status TEXT NOT NULL,
        note TEXT,
        staff_email TEXT NOT NULL,
        at TEXT NOT NULL,
        mailed INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX status_changes_submission ON status_changes (submission_id, id);
      CREATE TABLE submission_notes (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        staff_email TEXT NOT NULL,
        body TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX submission_notes_submission ON submission_notes (submission_id, id);
      -- Who did what: kept as text, so the record outlives accounts and submissions.
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        actor TEXT,
        action TEXT NOT NULL,
        target TEXT,
        ip TEXT,
        detail TEXT
      );
      CREATE INDEX audit_log_at ON audit_log (at);

      -- The outbox also carries status mails to parents and set-password mails to staff: their text is
      -- written when they are queued (the school's wording at that moment), and account mails have no submission.
      CREATE TABLE outbox_v2 (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('office', 'acknowledgement', 'status', 'account')),
        recipient TEXT NOT NULL,
        message_id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        sent_at TEXT,
        subject TEXT,
        body TEXT,
        CHECK ((kind IN ('office', 'acknowledgement')) = (subject IS NULL)),
        CHECK (kind = 'account' OR submission_id IS NOT NULL)
      );
      INSERT INTO outbox_v2 (id, submission_id, kind, recipient, message_id, status, attempts, next_attempt_at, last_error, sent_at)
        SELECT id, submission_id, kind, recipient, message_id, status, attempts, next_attempt_at, last_error, sent_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_v2 RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_submission ON outbox (submission_id);
    `,
  },
  {
    version: 3,
    name: 'staff roles: several per account, and the editor role',
    sql: `
      -- An account holds one or more roles (office, admin, editor). staff_accounts.role is kept as it was (other
      -- tables and old backups name it) but is no longer read: this table is the one truth about roles.
      CREATE TABLE staff_account_roles (
        account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('office', 'admin', 'editor')),
        PRIMARY KEY (account_id, role)
      ) WITHOUT ROWID;
      INSERT INTO staff_account_roles (account_id, role) SELECT id, role FROM staff_accounts;
    `,
  },
  {
    version: 4,
    name: 'website publishes',
    sql: `
      -- Each publish of the website: what asked for it, the commit built, how it went. A request arriving while
      -- one is queued joins it (one build for both), so there is at most one 'queued' row.
      CREATE TABLE publishes (
        id INTEGER PRIMARY KEY,
        state TEXT NOT NULL CHECK (state IN ('queued', 'building', 'live', 'failed', 'rolled-back')),
        sources TEXT NOT NULL,
        requested_by TEXT NOT NULL DEFAULT '[]',
        summary TEXT,
        requested_at TEXT NOT NULL,
        started_at TEXT,
        finished_at TEXT,
        commit_sha TEXT,
        release TEXT,
        failure_kind TEXT CHECK (failure_kind IN ('content', 'build', 'git', 'switch')),
        failure TEXT,
        log_tail TEXT,
        notes TEXT,
        rolled_back_at TEXT,
        rolled_back_by TEXT
      );
      CREATE INDEX publishes_state ON publishes (state);
      CREATE TABLE publish_commits (
        publish_id INTEGER NOT NULL REFERENCES publishes (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        sha TEXT NOT NULL,
        author_name TEXT NOT NULL,
        author_email TEXT NOT NULL,
        committed_at TEXT NOT NULL,
        subject TEXT NOT NULL,
        PRIMARY KEY (publish_id, position)
      );
      -- Webhook deliveries already acted on, so a captured one cannot be replayed.
      CREATE TABLE publish_deliveries (
        host TEXT NOT NULL,
        delivery TEXT NOT NULL,
        received_at TEXT NOT NULL,
        PRIMARY KEY (host, delivery)
      );
    `,
  },
  {
    version: 5,
    name: 'hardening: refused sign-ins counted in the audit log, throttle notices to account owners',
    sql: `
      -- Refused sign-ins are one row per account (or "unknown"), address, reason and hour, with a count.
      ALTER TABLE audit_log ADD COLUMN count INTEGER NOT NULL DEFAULT 1;
      CREATE INDEX audit_log_action_at ON audit_log (action, at);
      CREATE INDEX staff_sign_in_attempts_pair ON staff_sign_in_attempts (email, ip, at);
      -- When the owner of an account was last told by mail that sign-in from some address is paused.
      CREATE TABLE staff_throttle_notices (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        notified_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'certificate reminders: each reminder (60, 30, 7 days before a validity ends) mailed once',
    sql: `
      CREATE TABLE certificate_reminders (
        id INTEGER PRIMARY KEY,
        document TEXT NOT NULL,
        valid_until TEXT NOT NULL,
        days_before INTEGER NOT NULL,
        sent_at TEXT NOT NULL,
        -- A renewed certificate (a new valid_until) starts its reminders again.
        UNIQUE (document, valid_until, days_before)
      );
    `,
  },
  {
    version: 7,
    name: 'admissions journey: documents uploaded by families, visit slots and bookings, mail attachments',
    sql: `
      -- One row per checklist item of an application: the latest file the family sent for it, and the office's verdict.
      CREATE TABLE application_documents (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        document TEXT NOT NULL,
        -- Staff fetch the file by this random id, never by its path or the reference.
        file_id TEXT NOT NULL UNIQUE,
        file_path TEXT NOT NULL,
        file_name TEXT NOT NULL,
        file_type TEXT NOT NULL,
        file_size INTEGER NOT NULL,
        file_sha256 TEXT NOT NULL,
        uploaded_at TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'uploaded' CHECK (state IN ('uploaded', 'accepted', 'rejected')),
        reason TEXT,
        decided_at TEXT,
        decided_by TEXT,
        UNIQUE (submission_id, document)
      );
      CREATE TABLE visit_slots (
        id INTEGER PRIMARY KEY,
        day TEXT NOT NULL,
        starts TEXT NOT NULL,
        ends TEXT NOT NULL,
        place TEXT NOT NULL,
        capacity INTEGER NOT NULL CHECK (capacity > 0),
        note TEXT,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        cancelled_at TEXT
      );
      CREATE INDEX visit_slots_day ON visit_slots (day, starts);
      -- At most one booking per application; the seat count of a slot is the number of its rows.
      CREATE TABLE visit_bookings (
        submission_id INTEGER PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        slot_id INTEGER NOT NULL REFERENCES visit_slots (id),
        booked_at TEXT NOT NULL,
        -- The invitation's SEQUENCE (RFC 5545): one more at each move, so calendars replace the old time.
        sequence INTEGER NOT NULL DEFAULT 0,
        reminded_at TEXT
      );
      CREATE INDEX visit_bookings_slot ON visit_bookings (slot_id);
      -- A written mail may carry one attachment (a visit's .ics invitation).
      ALTER TABLE outbox ADD COLUMN attachment_name TEXT;
      ALTER TABLE outbox ADD COLUMN attachment_type TEXT;
      ALTER TABLE outbox ADD COLUMN attachment BLOB;
    `,
  },
  {
    version: 8,
    name: 'admissions journey: offers and the family reply, admission payments by UPI, numbered fee receipts',
    sql: `
      -- The office's decision on a seat (one per application, replaced when it changes) and the family's reply.
      CREATE TABLE admission_offers (
        submission_id INTEGER PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        decision TEXT NOT NULL CHECK (decision IN ('offered', 'waitlisted', 'not_offered')),
        reply_by TEXT,
        waitlist_position INTEGER,
        decided_at TEXT NOT NULL,
        decided_by TEXT NOT NULL,
        reply TEXT CHECK (reply IN ('accepted', 'declined')),
        replied_at TEXT,
        -- The admission payment, fixed from content/fees.yml when the family accepts: rupees and its lines (JSON).
        amount INTEGER,
        fee_lines TEXT
      );
      -- Each UTR a family entered; the office confirms it against the bank or rejects it with a reason.
      CREATE TABLE fee_payments (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        utr TEXT NOT NULL,
        amount INTEGER NOT NULL,
        submitted_at TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'submitted' CHECK (state IN ('submitted', 'confirmed', 'rejected')),
        reason TEXT,
        decided_at TEXT,
        decided_by TEXT
      );
      CREATE INDEX fee_payments_submission ON fee_payments (submission_id);
      -- A bank transaction pays one fee only: a UTR is open or confirmed once at most.
      CREATE UNIQUE INDEX fee_payments_utr ON fee_payments (utr) WHERE state <> 'rejected';
      -- The last receipt number of each academic year: numbers are never reused, even after a purge.
      CREATE TABLE receipt_counters (
        academic_year TEXT PRIMARY KEY,
        last INTEGER NOT NULL
      );
      CREATE TABLE fee_receipts (
        id INTEGER PRIMARY KEY,
        number TEXT NOT NULL UNIQUE,
        academic_year TEXT NOT NULL,
        sequence INTEGER NOT NULL,
        payment_id INTEGER NOT NULL UNIQUE REFERENCES fee_payments (id) ON DELETE CASCADE,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        issued_at TEXT NOT NULL,
        issued_by TEXT NOT NULL,
        -- The PDF as mailed, kept so every download is the same document; NULL until written (just after issue).
        pdf BLOB,
        UNIQUE (academic_year, sequence)
      );
    `,
  },
  {
    version: 9,
    name: "insight: the school's own page views, form starts and searches, as daily counts only",
    sql: `
      -- No IP address, user agent, cookie or identifier: a visit is only ever one more in a day's count.
      CREATE TABLE insight_page_views (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        query TEXT NOT NULL,
        -- The referring site's host; '' when there was none or it was one of our own pages.
        referrer TEXT NOT NULL,
        -- 1 when the visit came from elsewhere (another site, a link in an app, typed): an entry page.
        entry INTEGER NOT NULL CHECK (entry IN (0, 1)),
        device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
        count INTEGER NOT NULL,
        PRIMARY KEY (day, path, query, referrer, entry, device)
      ) WITHOUT ROWID;
      CREATE TABLE insight_form_starts (
        day TEXT NOT NULL,
        form TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, form)
      ) WITHOUT ROWID;
      CREATE TABLE insight_searches (
        day TEXT NOT NULL,
        -- Normalised (lib/insight.ts): lower case, single spaces.
        query TEXT NOT NULL,
        found_nothing INTEGER NOT NULL CHECK (found_nothing IN (0, 1)),
        count INTEGER NOT NULL,
        PRIMARY KEY (day, query, found_nothing)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 10,
    name: 'undo only content: whether each published commit touched editor-managed files alone',
    sql: `
      -- 1: only files the content editor manages (it may be undone from /staff/updates); 0: code or other files too
      -- (an administrator's update of the deployment); NULL: published before this was recorded (checked on undo).
      ALTER TABLE publish_commits ADD COLUMN content_only INTEGER CHECK (content_only IN (0, 1));
    `,
  },
  {
    version: 11,
    name: 'webhook deliveries: each payload accepted once, whatever its delivery id',
    sql: `
      -- The SHA-256 of each accepted delivery's body: the same signed payload under a new delivery id (or sent to
      -- another host's address, whose signature is the same HMAC) is a replay.
      CREATE TABLE publish_delivery_digests (
        digest TEXT PRIMARY KEY,
        host TEXT NOT NULL,
        received_at TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 12,
    name: "transaction numbers: one family's each",
    sql: `
      -- The look-up of a transaction number across the families' admission and payment forms (intake/store.ts), as
      -- the shared schema stores it: without spaces and dashes, in capitals.
      CREATE INDEX submissions_transaction_number ON submissions (upper(replace(replace(json_extract(data, '$.transactionNumber'), ' ', ''), '-', '')))
        WHERE type IN ('admission', 'payment');
    `,
  },
  {
    version: 13,
    name: "families' links: a version per application, so links can be retired",
    sql: `
      -- An application's link version (0 while it has no row): a link signed with an older one no longer opens the page.
      -- Moved on by the office (revoke, in /staff) or by the family (stop the earlier links, on its page).
      CREATE TABLE application_links (
        submission_id INTEGER PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        version INTEGER NOT NULL CHECK (version > 0),
        changed_at TEXT NOT NULL,
        -- The member of staff's e-mail, or 'family'.
        changed_by TEXT NOT NULL
      );
    `,
  },
  {
    version: 14,
    name: 'data requests prove who asks: confirmation links to the addresses on file, identity checked in person',
    sql: `
      -- How a request about personal data is proven to be the family's (intake/data-request-proofs.ts): a link mailed to
      -- an address on file and confirmed there ('email'), or the office's check of the requester's identity in person
      -- for some forms ('in-person', with who checked and how). Kept with the request, as its answer is.
      CREATE TABLE data_request_proofs (
        id INTEGER PRIMARY KEY,
        request_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'in-person')),
        email TEXT,
        -- The SHA-256 of the link's token: the table alone confirms nothing.
        token_hash TEXT UNIQUE,
        sent_at TEXT,
        expires_at TEXT,
        confirmed_at TEXT,
        references_checked TEXT,
        checked_by TEXT,
        how TEXT,
        checked_at TEXT,
        CHECK ((kind = 'email') = (token_hash IS NOT NULL AND email IS NOT NULL)),
        CHECK ((kind = 'in-person') = (checked_by IS NOT NULL AND how IS NOT NULL))
      );
      CREATE INDEX data_request_proofs_request ON data_request_proofs (request_id);
    `,
  },
  {
    version: 15,
    name: 'two people for money: the payment details as approved, and the change held for an administrator',
    sql: `
      -- What families pay and where (site.yml's UPI and bank accounts, fees.yml entire) as each commit had it, when
      -- it changed (features/publishing/money.ts): 'approved' (made or approved by an administrator, or the deployment's own),
      -- 'held' (waiting for an administrator; the website keeps the newest approved), 'superseded' (replaced or undone).
      CREATE TABLE money_changes (
        id INTEGER PRIMARY KEY,
        commit_sha TEXT NOT NULL,
        settings TEXT NOT NULL,
        fees_text TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('approved', 'held', 'superseded')),
        changed_by TEXT NOT NULL,
        detected_at TEXT NOT NULL,
        decided_by TEXT,
        decided_at TEXT,
        previous_id INTEGER REFERENCES money_changes (id)
      );
      CREATE INDEX money_changes_state ON money_changes (state, id);
    `,
  },
  {
    version: 16,
    name: 'money and records: receipts apart from applications, bank statements reconciled, the office told of family actions',
    sql: `
      -- A confirmed payment's receipt is a financial record kept for the years the law asks (content/retention.yml
      -- financialRecordsYears), whatever happens to the application: it holds only what the books need (number, date,
      -- payer, student and class, fee heads, amount, UTR, who confirmed) and the PDF as issued. The application and its
      -- payment are linked while they exist (SET NULL when the purge or an erasure removes them).
      CREATE TABLE receipt_series (
        -- The year in the receipt's number, '2026-2027' (April to March): one gapless series each, never reused.
        series TEXT PRIMARY KEY,
        last INTEGER NOT NULL
      );
      INSERT INTO receipt_series (series, last) SELECT academic_year, last FROM receipt_counters;
      CREATE TABLE receipts (
        id INTEGER PRIMARY KEY,
        number TEXT NOT NULL UNIQUE,
        series TEXT NOT NULL,
        sequence INTEGER NOT NULL,
        -- The financial year (April to March, in India) of the receipt's date: the register it is in.
        financial_year TEXT NOT NULL,
        issued_at TEXT NOT NULL,
        payer TEXT NOT NULL,
        student TEXT NOT NULL,
        student_class TEXT NOT NULL,
        academic_year TEXT NOT NULL,
        -- [{ "label": ..., "amount": rupees, "head": fees.yml key (absent on receipts issued before this) }]
        fee_lines TEXT NOT NULL,
        amount INTEGER NOT NULL,
        method TEXT NOT NULL DEFAULT 'UPI',
        utr TEXT NOT NULL,
        -- When the family entered the UTR, and (when confirmed from a bank statement) the day the bank credited it.
        paid_at TEXT NOT NULL,
        bank_date TEXT,
        confirmed_by TEXT NOT NULL,
        submission_id INTEGER REFERENCES submissions (id) ON DELETE SET NULL,
        payment_id INTEGER UNIQUE REFERENCES fee_payments (id) ON DELETE SET NULL,
        pdf BLOB,
        UNIQUE (series, sequence)
      );
      CREATE INDEX receipts_financial_year ON receipts (financial_year, series, sequence);
      CREATE INDEX receipts_submission ON receipts (submission_id);
      CREATE INDEX receipts_utr ON receipts (utr);
      -- Today's receipts, without loss: their financial year is that of their date in India (UTC+05:30).
      INSERT INTO receipts (id, number, series, sequence, financial_year, issued_at, payer, student, student_class, academic_year,
          fee_lines, amount, method, utr, paid_at, bank_date, confirmed_by, submission_id, payment_id, pdf)
        SELECT r.id, r.number, r.academic_year, r.sequence,
          CASE WHEN CAST(strftime('%m', r.issued_at, '+330 minutes') AS INTEGER) >= 4
            THEN strftime('%Y', r.issued_at, '+330 minutes') || '-' || (CAST(strftime('%Y', r.issued_at, '+330 minutes') AS INTEGER) + 1)
            ELSE (CAST(strftime('%Y', r.issued_at, '+330 minutes') AS INTEGER) - 1) || '-' || strftime('%Y', r.issued_at, '+330 minutes') END,
          r.issued_at,
          trim(COALESCE(json_extract(s.data, '$.fatherName'), '') || CASE WHEN json_extract(s.data, '$.fatherName') <> '' AND json_extract(s.data, '$.motherName') <> '' THEN ' and ' ELSE '' END || COALESCE(json_extract(s.data, '$.motherName'), '')),
          trim(COALESCE(json_extract(s.data, '$.firstName'), '') || ' ' || COALESCE(json_extract(s.data, '$.lastName'), '')),
          COALESCE(json_extract(s.data, '$.studentClass'), ''),
          COALESCE(json_extract(s.data, '$.academicYear'), r.academic_year),
          COALESCE(o.fee_lines, json_array(json_object('label', 'Admission payment', 'amount', p.amount))),
          p.amount, 'UPI', p.utr, p.submitted_at, NULL, r.issued_by, r.submission_id, r.payment_id, r.pdf
        FROM fee_receipts r
        JOIN fee_payments p ON p.id = r.payment_id
        JOIN submissions s ON s.id = r.submission_id
        LEFT JOIN admission_offers o ON o.submission_id = r.submission_id;
      DROP TABLE fee_receipts;
      DROP TABLE receipt_counters;

      -- Bank statements the office uploaded (each file once: its SHA-256), with the rows it had until the columns are
      -- mapped, and their credits: a credit is one line however many statements repeat it (its fingerprint).
      CREATE TABLE bank_statements (
        id INTEGER PRIMARY KEY,
        sha256 TEXT NOT NULL UNIQUE,
        file_name TEXT NOT NULL,
        file_type TEXT NOT NULL CHECK (file_type IN ('csv', 'xlsx')),
        uploaded_at TEXT NOT NULL,
        uploaded_by TEXT NOT NULL,
        -- The table's header as read (normalised), which names its layout; the rows while no layout is mapped.
        layout_key TEXT NOT NULL,
        raw_rows TEXT,
        credits INTEGER NOT NULL DEFAULT 0,
        first_day TEXT,
        last_day TEXT
      );
      CREATE TABLE bank_statement_lines (
        id INTEGER PRIMARY KEY,
        statement_id INTEGER NOT NULL REFERENCES bank_statements (id) ON DELETE CASCADE,
        row_number INTEGER NOT NULL,
        value_day TEXT NOT NULL,
        narration TEXT NOT NULL,
        reference TEXT NOT NULL,
        credit_paise INTEGER NOT NULL CHECK (credit_paise > 0),
        fingerprint TEXT NOT NULL UNIQUE,
        -- Set when a member of staff confirmed the match: the payment confirmed and its receipt.
        payment_id INTEGER REFERENCES fee_payments (id) ON DELETE SET NULL,
        receipt_id INTEGER REFERENCES receipts (id) ON DELETE SET NULL,
        confirmed_at TEXT,
        confirmed_by TEXT
      );
      CREATE INDEX bank_statement_lines_statement ON bank_statement_lines (statement_id, row_number);
      -- The columns of each layout, as the office mapped them once (date, narration, reference, credit or amount with Dr/Cr).
      CREATE TABLE statement_layouts (
        layout_key TEXT PRIMARY KEY,
        columns TEXT NOT NULL,
        saved_by TEXT NOT NULL,
        saved_at TEXT NOT NULL
      );

      -- Settings the staff change in /staff, one row each (who changed it last, and when).
      CREATE TABLE staff_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        changed_by TEXT NOT NULL,
        changed_at TEXT NOT NULL
      );
      -- What families did on their pages, for the office's daily digest (or already mailed one by one): kept until
      -- it has been in a digest, then deleted with its application.
      CREATE TABLE family_actions (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        action TEXT NOT NULL,
        summary TEXT NOT NULL,
        at TEXT NOT NULL,
        -- NULL: waits for the next digest; set: mailed (one by one, or in that digest).
        mailed_at TEXT
      );
      CREATE INDEX family_actions_waiting ON family_actions (mailed_at, id);
    `,
  },
  {
    version: 17,
    name: 'a form sent again (kept on a phone while offline, retried after a dropped answer) is stored once',
    sql: `
      -- The key the family's browser made when the form was first sent (the Idempotency-Key header): a second post
      -- with the same key is answered with the first submission's reference and stores nothing. NULL for native posts.
      ALTER TABLE submissions ADD COLUMN idempotency_key TEXT;
      CREATE UNIQUE INDEX submissions_idempotency_key ON submissions (idempotency_key) WHERE idempotency_key IS NOT NULL;
    `,
  },
  {
    version: 18,
    name: "the family's language: a form sent from a Marathi page is answered in Marathi",
    sql: `
      -- The language of the form the family sent (its hidden lang field: 'en' or 'mr', issue 35), so its mails, its
      -- application page and the status look-up can speak it. Every earlier submission came from an English page.
      ALTER TABLE submissions ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'mr'));
    `,
  },
];

/** The schema version this code expects: its newest migration's. */
export const SCHEMA_VERSION = migrations.at(-1)!.version;

/** A migration that failed, named, with SQLite's reason; nothing of the run it belonged to was kept. */
export class MigrationError extends Error {
  constructor(
    readonly migration: { version: number; name: string },
    readonly from: number,
    cause: unknown,
  ) {
    super(`Migration ${migration.version} (${migration.name}) failed: ${messageOf(cause)}. The database is as it was, at schema version ${from}.`);
    this.name = 'MigrationError';
  }
}

/** The database's schema version (SQLite's user_version). */
export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** The migrations newer than the database's schema version, oldest first. */
export function pendingMigrations(db: Database.Database): { version: number; name: string }[] {
  const current = schemaVersion(db);
  return migrations.filter((migration) => migration.version > current).map(({ version, name }) => ({ version, name }));
}

/**
 * Applies every migration newer than the database's schema version, all in one transaction: a run that fails at any
 * step leaves the database exactly as it was (SQLite's schema changes are transactional), so an update that cannot
 * migrate changes nothing. Returns the versions before and after and the migrations applied; throws MigrationError.
 */
export function migrate(db: Database.Database): { from: number; to: number; applied: { version: number; name: string }[] } {
  const from = schemaVersion(db);
  const applied = pendingMigrations(db);
  if (applied.length === 0) return { from, to: from, applied };
  let current: { version: number; name: string } | undefined;
  try {
    db.transaction(() => {
      for (const migration of migrations) {
        if (migration.version <= from) continue;
        current = migration;
        db.exec(migration.sql);
        db.pragma(`user_version = ${migration.version}`);
      }
    })();
  } catch (error) {
    throw new MigrationError(current ?? applied[0], from, error);
  }
  return { from, to: schemaVersion(db), applied };
}
