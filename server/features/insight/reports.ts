import type Database from 'better-sqlite3';
import { ADMISSION_STATUSES, INITIAL_STATUS } from '../../../lib/forms/statuses';
import { ADMISSION_PAGES } from '../../../lib/insight';
import { DEVICE_CLASSES } from '../../../lib/insight-beacon';
import { dayIn, OVERFLOW_REFERRER } from './store';

/** A week (Monday to Sunday) or a calendar month, as days in the school's time zone (inclusive). */
export interface Period {
  kind: 'week' | 'month';
  start: string;
  end: string;
  label: string;
  /** A day in the period before and the one after, for the page's links. */
  previous: string;
  next: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => iso(new Date(utc(day).getTime() + days * 86_400_000));
const readable = (day: string) => {
  const date = utc(day);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCFullYear()}`;
};

/** The period of `kind` holding `day` (a valid YYYY-MM-DD, else today in the school's time zone). */
export function periodOf(kind: unknown, day: unknown, timeZone: string, now = new Date()): Period {
  const chosen = typeof day === 'string' && DAY.test(day) && !Number.isNaN(utc(day).getTime()) && iso(utc(day)) === day ? day : dayIn(timeZone, now);
  if (kind === 'month') {
    const date = utc(chosen);
    const start = iso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
    const end = iso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
    return { kind: 'month', start, end, label: `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`, previous: addDays(start, -1), next: addDays(end, 1) };
  }
  const start = addDays(chosen, -((utc(chosen).getUTCDay() + 6) % 7));
  const end = addDays(start, 6);
  return { kind: 'week', start, end, label: `Week of ${readable(start)} to ${readable(end)}`, previous: addDays(start, -7), next: addDays(start, 7) };
}

export interface Counted {
  item: string;
  count: number;
}

export interface SearchCount {
  query: string;
  count: number;
  foundNothing: number;
}

export interface Funnel {
  admissionViews: number;
  started: number;
  submitted: number;
  /** Of the admissions submitted in the period, how many ever reached each status (in workflow order). */
  stages: { status: string; label: string; reached: number }[];
}

export interface InsightReport {
  period: Period;
  views: number;
  entries: number;
  topPages: Counted[];
  entryPages: Counted[];
  referrers: Counted[];
  devices: Counted[];
  searches: SearchCount[];
  zeroResultSearches: SearchCount[];
  funnel: Funnel;
}

/** What the referrer column holds for a visit without a referring site. */
export const NO_REFERRER = '(none: typed, bookmarked or from an app)';
/** What the referrer column holds for the views counted past a day's limit of rows (server/features/insight/store.ts). */
export const OVERFLOW_REFERRER_LABEL = "(other sites, past the day's limit of rows)";

/**
 * The office's insight for one period: top pages, entry pages and referrers, devices, searches (and those that
 * found nothing), and the admissions funnel from page views to the statuses the inbox gave. `limit` caps each
 * list (the page shows the top ones; the CSV export has them all).
 */
export function insightReport(db: Database.Database, period: Period, timeZone: string, limit = 25): InsightReport {
  const range = [period.start, period.end];
  const cap = limit > 0 ? limit : -1;
  const counted = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...range, ...params, cap) as Counted[];
  const totals = db
    .prepare('SELECT coalesce(sum(count), 0) AS views, coalesce(sum(count * entry), 0) AS entries FROM insight_page_views WHERE day BETWEEN ? AND ?')
    .get(...range) as { views: number; entries: number };
  const byPath = (entryOnly: boolean) =>
    counted(
      `SELECT path AS item, sum(count) AS count FROM insight_page_views WHERE day BETWEEN ? AND ?${entryOnly ? ' AND entry = 1' : ''}
       GROUP BY path ORDER BY count DESC, path LIMIT ?`,
    );
  const searches = (onlyNothing: boolean) =>
    db
      .prepare(
        `SELECT query, sum(count) AS count, sum(CASE WHEN found_nothing = 1 THEN count ELSE 0 END) AS foundNothing FROM insight_searches
         WHERE day BETWEEN ? AND ? GROUP BY query ${onlyNothing ? 'HAVING foundNothing > 0 ORDER BY foundNothing DESC' : 'ORDER BY count DESC'}, query LIMIT ?`,
      )
      .all(...range, cap) as SearchCount[];
  const devices = new Map(
    (db.prepare('SELECT device AS item, sum(count) AS count FROM insight_page_views WHERE day BETWEEN ? AND ? GROUP BY device').all(...range) as Counted[]).map(
      (row) => [row.item, row.count],
    ),
  );
  return {
    period,
    views: totals.views,
    entries: totals.entries,
    topPages: byPath(false),
    entryPages: byPath(true),
    referrers: counted(
      `SELECT CASE referrer WHEN '' THEN '${NO_REFERRER}' WHEN '${OVERFLOW_REFERRER}' THEN '${OVERFLOW_REFERRER_LABEL.replace(/'/g, "''")}' ELSE referrer END AS item, sum(count) AS count FROM insight_page_views
       WHERE day BETWEEN ? AND ? AND entry = 1 GROUP BY referrer ORDER BY count DESC, referrer LIMIT ?`,
    ),
    devices: DEVICE_CLASSES.map((device) => ({ item: device, count: devices.get(device) ?? 0 })),
    searches: searches(false),
    zeroResultSearches: searches(true),
    funnel: admissionsFunnel(db, period, timeZone),
  };
}

function admissionsFunnel(db: Database.Database, period: Period, timeZone: string): Funnel {
  const range = [period.start, period.end];
  const placeholders = ADMISSION_PAGES.map(() => '?').join(', ');
  const admissionViews = (
    db
      .prepare(`SELECT coalesce(sum(count), 0) AS n FROM insight_page_views WHERE day BETWEEN ? AND ? AND path IN (${placeholders})`)
      .get(...range, ...ADMISSION_PAGES) as {
      n: number;
    }
  ).n;
  const started = (
    db.prepare("SELECT coalesce(sum(count), 0) AS n FROM insight_form_starts WHERE day BETWEEN ? AND ? AND form = 'admission'").get(...range) as { n: number }
  ).n;
  // Submissions are stamped in UTC: a day either side, then each is placed on its day in the school's time zone.
  const wide = [`${addDays(period.start, -1)}T00:00:00.000Z`, `${addDays(period.end, 2)}T00:00:00.000Z`];
  const admissions = (
    db.prepare("SELECT id, status, created_at AS createdAt FROM submissions WHERE type = 'admission' AND created_at >= ? AND created_at < ?").all(...wide) as {
      id: number;
      status: string;
      createdAt: string;
    }[]
  ).filter((row) => {
    const day = dayIn(timeZone, new Date(row.createdAt));
    return day >= period.start && day <= period.end;
  });
  const reached = new Map<number, Set<string>>(admissions.map((row) => [row.id, new Set([INITIAL_STATUS, row.status])]));
  const changes = db
    .prepare(
      "SELECT c.submission_id AS id, c.to_status AS status FROM status_changes c JOIN submissions s ON s.id = c.submission_id WHERE s.type = 'admission' AND s.created_at >= ? AND s.created_at < ?",
    )
    .all(...wide) as { id: number; status: string }[];
  for (const change of changes) reached.get(change.id)?.add(change.status);
  const stages = Object.entries(ADMISSION_STATUSES).map(([status, label]) => ({
    status,
    label,
    reached: [...reached.values()].filter((statuses) => statuses.has(status)).length,
  }));
  return { admissionViews, started, submitted: admissions.length, stages };
}
