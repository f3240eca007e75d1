import type Database from 'better-sqlite3';
import type { Retention } from '../../../lib/content/retention';
import { dayIn } from './store';

/** The first day still kept: `insightMonths` before today, in the school's time zone. */
export function insightCutoffDay(retention: Retention, now: Date): string {
  const today = dayIn(retention.timeZone, now);
  const [year, month, day] = today.split('-').map(Number);
  // Day 0 of a month is the last day of the month before: 31 May less three months is 28 (or 29) February.
  const last = new Date(Date.UTC(year, month - 1 - retention.insightMonths + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - retention.insightMonths, Math.min(day, last))).toISOString().slice(0, 10);
}

/** The insight counts' part of the retention purge: every day older than the period goes. Returns the rows deleted. */
export function purgeInsight(db: Database.Database, retention: Retention, now: Date): number {
  const cutoff = insightCutoffDay(retention, now);
  return db.transaction(
    () =>
      db.prepare('DELETE FROM insight_page_views WHERE day < ?').run(cutoff).changes +
      db.prepare('DELETE FROM insight_form_starts WHERE day < ?').run(cutoff).changes +
      db.prepare('DELETE FROM insight_searches WHERE day < ?').run(cutoff).changes,
  )();
}
