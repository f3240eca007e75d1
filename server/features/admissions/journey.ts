import { documentsForClass, getAdmissionDocuments, type AdmissionDocument } from '../../../lib/content/admission-documents';
import { STAGE_OF_STATUS, type AdmissionStatus } from '../../../lib/forms/statuses';
import type { ContentLanguage } from '../../../lib/content/reader';
import type { Submission } from '../intake';
import { escapeHtml } from '../../../lib/escape-html';
import { FAMILY_WORDS, type FamilyWords } from '../../core/family-words';
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

/**
 * The documents the submission's class needs, their titles and help in `language` where translated: the family's
 * (its page and mails), or English for the office.
 */
export function documentsOf(item: Submission, language: ContentLanguage = item.language ?? 'en'): AdmissionDocument[] {
  return documentsForClass(getAdmissionDocuments(undefined, language), item.data.studentClass ?? '');
}

/** The documents and visit of an application; its documents' words in `language` (the office's English by default). */
export function journeyOf(context: JourneyContext, item: Submission, now: Date, language: ContentLanguage = 'en'): Journey {
  const documents = documentsOf(item, language);
  const checklist = checklistOf(documents, new DocumentsRepository(context.db).forSubmission(item.id));
  const visits = new VisitsRepository(context.db);
  const booking = visits.booking(item.id);
  const openSlots = visits.slots({ from: schoolDay(now), open: true }).filter((slot) => slotStart(slot).getTime() > now.getTime());
  return { checklist, progress: checklistProgress(checklist), booking, openSlots, closed: isClosed(item.status) };
}

/**
 * A document's title and help are the school's content (content/admission-documents.yml), in the family's language
 * where it is translated: one still in English is marked as English on a page in another language.
 */
export const inEnglishContent = (document: AdmissionDocument, words: FamilyWords) =>
  words === FAMILY_WORDS.en || document.language !== 'en' ? '' : ' lang="en-IN"';

/** A document's title (escaped) inside the family's words, marked as English where it is not in the page's language. */
export function contentTitle(document: AdmissionDocument, words: FamilyWords): string {
  const marked = inEnglishContent(document, words);
  return marked ? `<span${marked}>${escapeHtml(document.title)}</span>` : escapeHtml(document.title);
}

/** The documents and visit steps of the timeline, as the family's own data says, in its words. */
export function journeySteps(journey: Journey, now: Date, words: FamilyWords = FAMILY_WORDS.en): { documents?: StepOverride; visit?: StepOverride } {
  const said = words.journey;
  const { progress, booking } = journey;
  const steps: { documents?: StepOverride; visit?: StepOverride } = {};
  if (progress.complete) steps.documents = { state: 'done', outcome: said.allAccepted };
  else if (!journey.closed && progress.total > 0) {
    const parts = [
      progress.missing ? said.toUpload({ count: String(progress.missing) }) : '',
      progress.rejected ? said.toSendAgain({ count: String(progress.rejected) }) : '',
      progress.waiting ? said.waiting({ count: String(progress.waiting) }) : '',
    ].filter(Boolean);
    steps.documents = { state: 'current', outcome: said.documentsNeeded({ parts: parts.join(', ') }) };
  }
  if (booking) {
    const past = slotStart(booking.slot).getTime() <= now.getTime();
    steps.visit = { state: past ? 'done' : 'current', outcome: said.visitBooked({ when: describeSlot(booking.slot, words) }) };
  }
  return steps;
}

/** What the family must do on this page, most pressing first (documents sent back, then missing ones, then the visit): escaped HTML. */
export function journeyTodo(journey: Journey, words: FamilyWords = FAMILY_WORDS.en): string[] {
  if (journey.closed) return [];
  const said = words.journey;
  const todo: string[] = [];
  const rejected = journey.checklist.filter((item) => item.state === 'rejected');
  const missing = journey.checklist.filter((item) => item.state === 'missing');
  if (rejected.length > 0) {
    todo.push(
      said.uploadAgain({
        list: rejected
          .map((item) => said.officeSays({ title: contentTitle(item.document, words), reason: escapeHtml(item.uploaded?.reason ?? said.notAccepted) }))
          .join('; '),
      }),
    );
  }
  if (missing.length > 0) todo.push(said.uploadMissing({ list: missing.map((item) => contentTitle(item.document, words)).join('; ') }));
  if (!journey.booking && journey.openSlots.length > 0) todo.push(escapeHtml(said.chooseVisit));
  return todo;
}
