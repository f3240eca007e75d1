import type Database from 'better-sqlite3';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { FAMILY_WORDS, type FamilyWords } from '../../core/family-words';
import { SCHOOL_UTC_OFFSET } from '../../../lib/dates';

/** What the office enters for a slot. */
export interface SlotInput {
  /** The school's day, YYYY-MM-DD. */
  day: string;
  /** The school's times, HH:MM. */
  starts: string;
  ends: string;
  place: string;
  capacity: number;
  note: string | null;
}

/** A time the school receives families for a visit or interaction (visit_slots, migration 7). */
export interface VisitSlot extends SlotInput {
  id: number;
  cancelledAt: string | null;
  /** Seats taken. */
  booked: number;
}

export interface VisitBooking {
  submissionId: number;
  slot: VisitSlot;
  bookedAt: string;
  sequence: number;
  remindedAt: string | null;
}

export type BookingOutcome = { ok: true; booking: VisitBooking; movedFrom?: VisitSlot } | { ok: false; reason: 'full' | 'closed' | 'same' };

/** When a slot begins and ends, as moments (the school's times are India's, which has one offset all year). */
export function slotStart(slot: Pick<VisitSlot, 'day' | 'starts'>): Date {
  return new Date(`${slot.day}T${slot.starts}:00${SCHOOL_UTC_OFFSET}`);
}
export function slotEnd(slot: Pick<VisitSlot, 'day' | 'ends'>): Date {
  return new Date(`${slot.day}T${slot.ends}:00${SCHOOL_UTC_OFFSET}`);
}

/** "Thursday, 3 December 2026, 10:00 to 11:00, Main building, ground floor" */
export function describeSlot(slot: Pick<VisitSlot, 'day' | 'starts' | 'ends' | 'place'>, words: FamilyWords = FAMILY_WORDS.en): string {
  const day = new Intl.DateTimeFormat(words.locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${slot.day}T00:00:00Z`),
  );
  return words.visits.slot({ day, starts: slot.starts, ends: slot.ends, place: slot.place });
}

/** The school's date of a moment, YYYY-MM-DD. */
export function schoolDay(moment: Date): string {
  return new Date(moment.getTime() + offsetMs()).toISOString().slice(0, 10);
}

function offsetMs(): number {
  const [hours, minutes] = SCHOOL_UTC_OFFSET.slice(1).split(':').map(Number);
  return (SCHOOL_UTC_OFFSET.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60 * 1000;
}

const SLOT_COLUMNS = `s.id, s.day, s.starts, s.ends, s.place, s.capacity, s.note, s.cancelled_at AS cancelledAt,
  (SELECT COUNT(*) FROM visit_bookings b WHERE b.slot_id = s.id) AS booked`;

/** Visit slots and the families' bookings. Seats are counted from the bookings, in the statement that takes one. */
export class VisitsRepository {
  constructor(private readonly db: Database.Database) {}

  slot(id: number): VisitSlot | undefined {
    return this.db.prepare(`SELECT ${SLOT_COLUMNS} FROM visit_slots s WHERE s.id = ?`).get(id) as VisitSlot | undefined;
  }

  /** Every slot from a day on (staff), or only the open ones with a free seat (families), in time order. */
  slots(options: { from: string; open?: boolean }): VisitSlot[] {
    const slots = this.db
      .prepare(`SELECT ${SLOT_COLUMNS} FROM visit_slots s WHERE s.day >= ? ${options.open ? 'AND s.cancelled_at IS NULL' : ''} ORDER BY s.day, s.starts, s.id`)
      .all(options.from) as VisitSlot[];
    return options.open ? slots.filter((slot) => slot.booked < slot.capacity) : slots;
  }

  create(input: SlotInput, by: string, now: Date): number {
    const result = this.db
      .prepare(
        'INSERT INTO visit_slots (day, starts, ends, place, capacity, note, created_at, created_by) VALUES (@day, @starts, @ends, @place, @capacity, @note, @at, @by)',
      )
      .run({ ...input, at: now.toISOString(), by });
    return Number(result.lastInsertRowid);
  }

  /** Changes a slot; refused when it would hold fewer seats than are booked (then nothing changes). */
  update(id: number, input: SlotInput): boolean {
    const result = this.db
      .prepare(
        `UPDATE visit_slots SET day = @day, starts = @starts, ends = @ends, place = @place, capacity = @capacity, note = @note
         WHERE id = @id AND cancelled_at IS NULL AND @capacity >= (SELECT COUNT(*) FROM visit_bookings WHERE slot_id = @id)`,
      )
      .run({ ...input, id });
    return result.changes === 1;
  }

  /** After a slot's time or place changed: each booking's invitation is renewed (next SEQUENCE) and its reminder is due again. */
  renewBookings(slotId: number): void {
    this.db.prepare('UPDATE visit_bookings SET sequence = sequence + 1, reminded_at = NULL WHERE slot_id = ?').run(slotId);
  }

  /** Cancels a slot and frees its seats; returns the applications that had one (to be told). */
  cancel(id: number, now: Date): number[] {
    const booked = (this.db.prepare('SELECT submission_id AS id FROM visit_bookings WHERE slot_id = ?').all(id) as { id: number }[]).map((row) => row.id);
    this.db.prepare('UPDATE visit_slots SET cancelled_at = ? WHERE id = ? AND cancelled_at IS NULL').run(now.toISOString(), id);
    this.db.prepare('DELETE FROM visit_bookings WHERE slot_id = ?').run(id);
    return booked;
  }

  booking(submissionId: number): VisitBooking | undefined {
    const row = this.db
      .prepare(
        'SELECT submission_id AS submissionId, slot_id AS slotId, booked_at AS bookedAt, sequence, reminded_at AS remindedAt FROM visit_bookings WHERE submission_id = ?',
      )
      .get(submissionId) as (Omit<VisitBooking, 'slot'> & { slotId: number }) | undefined;
    if (!row) return undefined;
    const { slotId, ...booking } = row;
    return { ...booking, slot: this.slot(slotId) as VisitSlot };
  }

  bookings(slotId: number): { submissionId: number; bookedAt: string }[] {
    return this.db
      .prepare('SELECT submission_id AS submissionId, booked_at AS bookedAt FROM visit_bookings WHERE slot_id = ? ORDER BY booked_at')
      .all(slotId) as {
      submissionId: number;
      bookedAt: string;
    }[];
  }

  /**
   * Books a seat, or moves the application's booking to another slot. The seat is taken by one conditional statement
   * (insert or update only while the slot is open, in the future and has fewer bookings than seats), inside an
   * immediate transaction: however many families press at once, in one process or several, a slot never overfills.
   */
  book(submissionId: number, slotId: number, now: Date): BookingOutcome {
    return this.db
      .transaction((): BookingOutcome => {
        const slot = this.slot(slotId);
        if (!slot || slot.cancelledAt || slotStart(slot).getTime() <= now.getTime()) return { ok: false, reason: 'closed' };
        const current = this.booking(submissionId);
        if (current?.slot.id === slotId) return { ok: false, reason: 'same' };
        const seatFree = `(SELECT COUNT(*) FROM visit_bookings WHERE slot_id = @slotId) < (SELECT capacity FROM visit_slots WHERE id = @slotId AND cancelled_at IS NULL)`;
        const params = { submissionId, slotId, at: now.toISOString() };
        const taken = current
          ? this.db
              .prepare(
                `UPDATE visit_bookings SET slot_id = @slotId, booked_at = @at, sequence = sequence + 1, reminded_at = NULL WHERE submission_id = @submissionId AND ${seatFree}`,
              )
              .run(params)
          : this.db.prepare(`INSERT INTO visit_bookings (submission_id, slot_id, booked_at) SELECT @submissionId, @slotId, @at WHERE ${seatFree}`).run(params);
        if (taken.changes !== 1) return { ok: false, reason: 'full' };
        return { ok: true, booking: this.booking(submissionId) as VisitBooking, movedFrom: current?.slot };
      })
      .immediate();
  }

  /** Gives the seat back; returns the booking as it was (undefined when there was none). */
  release(submissionId: number): VisitBooking | undefined {
    const booking = this.booking(submissionId);
    if (booking) this.db.prepare('DELETE FROM visit_bookings WHERE submission_id = ?').run(submissionId);
    return booking;
  }

  /** Bookings of slots on a school day not yet reminded of (the reminder job). */
  dueReminders(day: string): VisitBooking[] {
    const rows = this.db
      .prepare(
        `SELECT b.submission_id AS submissionId FROM visit_bookings b JOIN visit_slots s ON s.id = b.slot_id
         WHERE s.day = ? AND s.cancelled_at IS NULL AND b.reminded_at IS NULL ORDER BY s.starts, b.submission_id`,
      )
      .all(day) as { submissionId: number }[];
    return rows.map((row) => this.booking(row.submissionId) as VisitBooking);
  }

  /** Records a reminder as sent; false when another run has recorded it already. */
  markReminded(submissionId: number, slotId: number, now: Date): boolean {
    return (
      this.db
        .prepare('UPDATE visit_bookings SET reminded_at = ? WHERE submission_id = ? AND slot_id = ? AND reminded_at IS NULL')
        .run(now.toISOString(), submissionId, slotId).changes === 1
    );
  }
}

export interface InvitationOptions {
  reference: string;
  childName: string;
  schoolName: string;
  /** The site's host: the UID is `visit-<reference>@<host>`, the same for every version of one family's booking. */
  host: string;
  pageUrl: string;
  /** REQUEST-less publishing: a plain calendar entry (PUBLISH), or its removal (CANCEL). */
  cancelled?: boolean;
  now: Date;
}

/**
 * The .ics invitation of a booked visit (RFC 5545, written with ical-generator as /calendar.ics is). One UID per
 * application and a SEQUENCE that grows with each move, so a calendar replaces the entry instead of adding another;
 * a cancellation is METHOD:CANCEL with STATUS:CANCELLED.
 */
export function visitInvitation(booking: Pick<VisitBooking, 'slot' | 'sequence'>, options: InvitationOptions): string {
  const calendar = ical({
    prodId: { company: options.schoolName, product: 'Admissions visits', language: 'EN' },
    method: options.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `visit-${options.reference.toLowerCase()}@${options.host}`,
    sequence: options.cancelled ? booking.sequence + 1 : booking.sequence,
    start: slotStart(booking.slot),
    end: slotEnd(booking.slot),
    stamp: options.now,
    summary: `Admission visit at ${options.schoolName}: ${options.childName}`,
    location: booking.slot.place,
    description: [`Application ${options.reference}.`, booking.slot.note ?? '', `Your application's page: ${options.pageUrl}`].filter(Boolean).join('\n'),
    url: options.pageUrl,
    status: options.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
