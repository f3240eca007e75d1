import { documentsForClass, getAdmissionDocuments } from '../../../lib/content/admission-documents';
import { STAGE_OF_STATUS, type AdmissionStatus } from '../../../lib/forms/statuses';
import type { Submission } from '../intake';
import type { JourneyContext } from './family-mail';
import { checklistOf, checklistProgress, DocumentsRepository, type ChecklistItem } from './documents';
import { describeSlot, schoolDay, slotStart, VisitsRepository, type VisitBooking, type VisitSlot } from './visits';

/** What the family has done and still has to do on its page: the documents checklist and the visit. */
export interface Journey {
  checklist: ChecklistItem[];
  progress: ReturnType<typeof checklistProgress>;
  booking?: VisitBooking;
  /** Slots the family may book or move to (open, in the future, with a free seat). */
  openSlots: VisitSlot[];
  /** The application has ended (declined, withdrawn) or is complete (admitted): nothing more to upload or book. */
  closed: boolean;
}

/** The words a timeline step gets from this data, and its state when the data decides it. */
export interface StepOverride {
  state?: 'done' | 'current';
  outcome: string;
}

export function isClosed(status: string): boolean {
  const place = STAGE_OF_STATUS[status as AdmissionStatus];
  return Boolean(place?.ended) || status === 'admitted';
}

export function journeyOf(context: JourneyContext, item: Submission, now: Date): Journey {
  const documents = documentsForClass(getAdmissionDocuments(), item.data.studentClass ?? '');
  const checklist = checklistOf(documents, new DocumentsRepository(context.db).forSubmission(item.id));
  const visits = new VisitsRepository(context.db);
  const booking = visits.booking(item.id);
  const openSlots = visits.slots({ from: schoolDay(now), open: true }).filter((slot) => slotStart(slot).getTime() > now.getTime());
  return { checklist, progress: checklistProgress(checklist), booking, openSlots, closed: isClosed(item.status) };
}

/** The documents and visit steps of the timeline, as the family's own data says. */
export function journeySteps(journey: Journey, now: Date): { documents?: StepOverride; visit?: StepOverride } {
  const { progress, booking } = journey;
  const steps: { documents?: StepOverride; visit?: StepOverride } = {};
  if (progress.complete) steps.documents = { state: 'done', outcome: 'all accepted' };
  else if (!journey.closed && progress.total > 0) {
    const parts = [
      progress.missing ? `${progress.missing} to upload` : '',
      progress.rejected ? `${progress.rejected} to send again` : '',
      progress.waiting ? `${progress.waiting} waiting for the office's check` : '',
    ].filter(Boolean);
    steps.documents = { state: 'current', outcome: `documents needed: ${parts.join(', ')}` };
  }
  if (booking) {
    const past = slotStart(booking.slot).getTime() <= now.getTime();
    steps.visit = { state: past ? 'done' : 'current', outcome: `visit booked: ${describeSlot(booking.slot)}` };
  }
  return steps;
}

/** What the family must do on this page, most pressing first (documents sent back, then missing ones, then the visit). */
export function journeyTodo(journey: Journey): string[] {
  if (journey.closed) return [];
  const todo: string[] = [];
  const rejected = journey.checklist.filter((item) => item.state === 'rejected');
  const missing = journey.checklist.filter((item) => item.state === 'missing');
  if (rejected.length > 0) {
    todo.push(
      `Please upload again, below: ${rejected.map((item) => `${item.document.title} (the office says: ${item.uploaded?.reason ?? 'not accepted'})`).join('; ')}.`,
    );
  }
  if (missing.length > 0) todo.push(`Please upload, below: ${missing.map((item) => item.document.title).join('; ')}.`);
  if (!journey.booking && journey.openSlots.length > 0) todo.push('Please choose a time for your visit to the school, below.');
  return todo;
}
