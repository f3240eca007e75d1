import type { AdmissionDocument } from '../../../lib/content/admission-documents';
import type { Submission } from '../intake';
import type { checklistProgress } from './documents';
import { familyWords } from '../../core/family-words';
import { documentsOf } from './journey';
import { mailFamily, type JourneyContext } from './family-mail';
import { currentToken, linkUrl } from './links';
import { describeSlot, schoolDay, visitInvitation, VisitsRepository, type VisitBooking, type VisitSlot } from './visits';

/**
 * The mails of the documents checklist and the visit, in plain words (each ends with the link to the family's page,
 * see family-mail.ts). Each is queued inside the transaction of the change it reports.
 */

const childOf = (context: JourneyContext, item: Submission) => context.forms.find((form) => form.type === item.type)?.applicantName(item.data) ?? 'your child';

export function mailDocumentVerdict(
  context: JourneyContext,
  item: Submission,
  document: AdmissionDocument,
  verdict: 'accepted' | 'rejected',
  reason: string | null,
  progress: ReturnType<typeof checklistProgress>,
  now: Date,
): boolean {
  const words = familyWords(item.language).documents;
  // The office decides on the English checklist; the family reads the document's title in its own language.
  const title = documentsOf(item).find((own) => own.id === document.id)?.title ?? document.title;
  const values = { title, child: childOf(context, item), accepted: String(progress.accepted), total: String(progress.total) };
  if (verdict === 'accepted') {
    return mailFamily(
      context,
      item,
      {
        topic: 'document-accepted',
        subject: words.acceptedSubject(values),
        paragraphs: [words.accepted(values), progress.complete ? words.allAccepted : words.someAccepted(values)],
      },
      now,
    );
  }
  return mailFamily(
    context,
    item,
    {
      topic: 'document-rejected',
      subject: words.rejectedSubject(values),
      paragraphs: [words.rejected(values), words.reason({ reason: reason ?? '' }), words.sendAgain],
    },
    now,
  );
}

export type VisitChange = 'booked' | 'moved' | 'cancelled' | 'cancelled-by-school' | 'reminder';

/** A visit mail with its .ics: the invitation (booked, moved, reminder) or its cancellation. */
export function mailVisit(context: JourneyContext, item: Submission, change: VisitChange, booking: VisitBooking, now: Date, movedFrom?: VisitSlot): boolean {
  const slot = booking.slot;
  const family = familyWords(item.language);
  const words = family.visits;
  const values = {
    child: childOf(context, item),
    when: describeSlot(slot, family),
    from: movedFrom ? words.moved.movedFrom({ when: describeSlot(movedFrom, family) }) : '',
  };
  const note = slot.note ? [slot.note] : [];
  const texts: Record<VisitChange, { subject: string; paragraphs: string[] }> = {
    booked: { subject: words.booked.subject, paragraphs: [words.booked.text(values), ...note, words.booked.calendar] },
    moved: { subject: words.moved.subject, paragraphs: [words.moved.text(values), ...note, words.moved.calendar] },
    cancelled: { subject: words.cancelled.subject, paragraphs: [words.cancelled.text(values), words.cancelled.again] },
    'cancelled-by-school': { subject: words.cancelledBySchool.subject, paragraphs: [words.cancelledBySchool.text(values), words.cancelledBySchool.again] },
    reminder: { subject: words.reminder.subject, paragraphs: [words.reminder.text(values), ...note, words.reminder.cannotCome] },
  };
  const cancelled = change === 'cancelled' || change === 'cancelled-by-school';
  const invitation = visitInvitation(booking, {
    reference: item.reference,
    childName: childOf(context, item),
    schoolName: context.schoolName,
    host: new URL(context.config.siteUrl).hostname,
    pageUrl: linkUrl(context.config.siteUrl, currentToken(context, item, now)),
    cancelled,
    now,
  });
  return mailFamily(
    context,
    item,
    {
      topic: `visit-${change}`,
      ...texts[change],
      attachment: {
        filename: 'visit.ics',
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
        content: Buffer.from(invitation, 'utf8'),
      },
    },
    now,
  );
}

/**
 * The reminder the day before a visit, once per booking (reminded_at is set in the transaction that queues it; a move
 * clears it). Run by the maintenance scheduler every hour of the office's day, so a late start still sends it.
 */
export function sendVisitReminders(context: JourneyContext, now: Date): { mailed: string[] } {
  const visits = new VisitsRepository(context.db);
  const tomorrow = schoolDay(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  const mailed: string[] = [];
  context.db.transaction(() => {
    for (const booking of visits.dueReminders(tomorrow)) {
      const item = context.submissions.byId(booking.submissionId);
      if (!item || !visits.markReminded(booking.submissionId, booking.slot.id, now)) continue;
      if (mailVisit(context, item, 'reminder', booking, now)) mailed.push(item.reference);
    }
  })();
  if (mailed.length > 0) context.mailWorker.kick();
  return { mailed };
}
