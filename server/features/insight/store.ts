import type Database from 'better-sqlite3';
import type { DeviceClass } from '../../../lib/insight-beacon';

/** One page view as counted: a day and what the beacon said, with the referrer already reduced to a host or ''. */
export interface CountedView {
  path: string;
  query: string;
  referrer: string;
  entry: boolean;
  device: DeviceClass;
}

export interface InsightStoreOptions {
  /** The school's time zone: a day's counts run from midnight to midnight there. */
  timeZone: string;
  /** How often the counts held in memory are added to the database. */
  flushMs: number;
  /** Distinct counts held in memory before they are written at once (bounds memory under a flood). */
  maxPending?: number;
  /** Page-view rows a day may have; past it, a view that would start a new row is counted without its query and referrer. */
  maxViewRowsPerDay?: number;
  /** Where a failed write is reported (the counts stay held and are tried again at the next flush). */
  log?: { error: (object: object, message: string) => void };
}

const DEFAULT_MAX_PENDING = 5000;
/**
 * A day's page-view rows: a school's pages, devices, entry or not, a few dozen referring sites and gallery categories
 * stay far below it; a flood of made-up referrers (any host name is valid) stops growing the table here.
 */
export const MAX_VIEW_ROWS_PER_DAY = 5000;
/** Where views past a day's limit are counted: their page and device, with this referrer and no query. */
export const OVERFLOW_REFERRER = '*';

/** YYYY-MM-DD of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Counts page views, form starts and searches in memory and adds them to SQLite in one transaction every
 * `flushMs` (the database syncs fully on each commit, so one commit per beacon would cost a disk sync each),
 * and at once on stop, so a clean shutdown loses nothing.
 */
export class InsightStore {
  private views = new Map<string, number>();
  private starts = new Map<string, number>();
  private searches = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private readonly maxPending: number;
  private readonly day: (at: Date) => string;
  private readonly upsertView: Database.Statement;
  private readonly upsertStart: Database.Statement;
  private readonly upsertSearch: Database.Statement;
  private readonly viewExists: Database.Statement;
  private readonly viewRows: Database.Statement;
  private readonly maxViewRows: number;

  constructor(
    private readonly db: Database.Database,
    private readonly options: InsightStoreOptions,
  ) {
    this.maxPending = options.maxPending ?? DEFAULT_MAX_PENDING;
    this.maxViewRows = options.maxViewRowsPerDay ?? MAX_VIEW_ROWS_PER_DAY;
    this.viewExists = db.prepare('SELECT 1 FROM insight_page_views WHERE day = ? AND path = ? AND query = ? AND referrer = ? AND entry = ? AND device = ?');
    this.viewRows = db.prepare('SELECT count(*) AS n FROM insight_page_views WHERE day = ?').pluck();
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    this.day = (at) => format.format(at);
    this.upsertView = db.prepare(
      `INSERT INTO insight_page_views (day, path, query, referrer, entry, device, count) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (day, path, query, referrer, entry, device) DO UPDATE SET count = count + excluded.count`,
    );
    this.upsertStart = db.prepare(
      'INSERT INTO insight_form_starts (day, form, count) VALUES (?, ?, ?) ON CONFLICT (day, form) DO UPDATE SET count = count + excluded.count',
    );
    this.upsertSearch = db.prepare(
      `INSERT INTO insight_searches (day, query, found_nothing, count) VALUES (?, ?, ?, ?)
       ON CONFLICT (day, query, found_nothing) DO UPDATE SET count = count + excluded.count`,
    );
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tryFlush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is held. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.tryFlush();
  }

  view(view: CountedView, at = new Date()): void {
    this.add(this.views, [this.day(at), view.path, view.query, view.referrer, view.entry ? 1 : 0, view.device]);
  }

  started(form: string, at = new Date()): void {
    this.add(this.starts, [this.day(at), form]);
  }

  /** `query` is already normalised; an empty one is not counted. */
  search(query: string, results: number, at = new Date()): void {
    if (!query) return;
    this.add(this.searches, [this.day(at), query, results === 0 ? 1 : 0]);
  }

  /** Counts not yet written (for the benchmark's and tests' bookkeeping). */
  pending(): number {
    let total = 0;
    for (const map of [this.views, this.starts, this.searches]) for (const count of map.values()) total += count;
    return total;
  }

  /** Adds the counts held in memory to the database in one transaction; they stay held if it fails. */
  flush(): void {
    if (this.views.size + this.starts.size + this.searches.size === 0) return;
    const views = this.views;
    const starts = this.starts;
    const searches = this.searches;
    this.db.transaction(() => {
      const rows = new Map<string, number>();
      for (const [key, count] of views) {
        const view = JSON.parse(key) as [string, string, string, string, number, string];
        const [day] = view;
        if (!this.viewExists.get(...view)) {
          const today = rows.get(day) ?? (this.viewRows.get(day) as number);
          // Past the day's limit, a new row only for the page and device itself (the pages are finite).
          if (today >= this.maxViewRows) {
            view[2] = '';
            view[3] = OVERFLOW_REFERRER;
          }
          if (!this.viewExists.get(...view)) rows.set(day, today + 1);
        }
        this.upsertView.run(...view, count);
      }
      for (const [key, count] of starts) this.upsertStart.run(...(JSON.parse(key) as unknown[]), count);
      for (const [key, count] of searches) this.upsertSearch.run(...(JSON.parse(key) as unknown[]), count);
    })();
    this.views = new Map();
    this.starts = new Map();
    this.searches = new Map();
  }

  private add(map: Map<string, number>, key: unknown[]): void {
    const text = JSON.stringify(key);
    map.set(text, (map.get(text) ?? 0) + 1);
    if (this.views.size + this.starts.size + this.searches.size >= this.maxPending) this.tryFlush();
  }

  private tryFlush(): void {
    try {
      this.flush();
    } catch (error) {
      this.options.log?.error({ err: error, pending: this.pending() }, 'insight counts could not be written; trying again at the next flush');
    }
  }
}
