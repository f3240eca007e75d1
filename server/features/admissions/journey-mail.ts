import type { AdmissionDocument } from '../../../lib/content/admission-documents';
import type { Submission } from '../intake';
import type { checklistProgress } from './documents';
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
  if (verdict === 'accepted') {
    return mailFamily(
      context,
      item,
      {
        topic: 'document-accepted',
        subject: `Document accepted: ${document.title}`,
        paragraphs: [
          `The admissions office has checked and accepted the document "${document.title}" that you sent for ${childOf(context, item)}.`,
          progress.complete
            ? 'Every document the school needs is accepted now. Thank you.'
            : `${progress.accepted} of ${progress.total} documents are accepted; your page shows what is still needed.`,
        ],
      },
      now,
    );
  }
  return mailFamily(
    context,
    item,
    {
      topic: 'document-rejected',
      subject: `Please send again: ${document.title}`,
      paragraphs: [
        `The admissions office could not accept the document "${document.title}" that you sent for ${childOf(context, item)}.`,
        `The reason: ${reason ?? ''}`,
        "Please upload it again on your application's page (a clear photo or scan, or a PDF).",
      ],
    },
    now,
  );
}

export type VisitChange = 'booked' | 'moved' | 'cancelled' | 'cancelled-by-school' | 'reminder';

/** A visit mail with its .ics: the invitation (booked, moved, reminder) or its cancellation. */
export function mailVisit(context: JourneyContext, item: Submission, change: VisitChange, booking: VisitBooking, now: Date, movedFrom?: VisitSlot): boolean {
  const slot = booking.slot;
  const when = describeSlot(slot);
  const note = slot.note ? [slot.note] : [];
  const texts: Record<VisitChange, { subject: string; paragraphs: string[] }> = {
    booked: {
      subject: 'Your visit to the school is booked',
      paragraphs: [
        `Your visit with ${childOf(context, item)} is booked: ${when}.`,
        ...note,
        "The attached invitation (visit.ics) puts it in your calendar. You can move or cancel it on your application's page.",
      ],
    },
    moved: {
      subject: 'Your visit to the school is moved',
      paragraphs: [
        `Your visit is moved${movedFrom ? ` from ${describeSlot(movedFrom)}` : ''} to: ${when}.`,
        ...note,
        'The attached invitation (visit.ics) replaces the earlier one in your calendar.',
      ],
    },
    cancelled: {
      subject: 'Your visit to the school is cancelled',
      paragraphs: [`Your visit of ${when} is cancelled, as you asked, and its seat given back.`, "You can choose another time on your application's page."],
    },
    'cancelled-by-school': {
      subject: 'The school has cancelled your visit time',
      paragraphs: [`We are sorry: the school has had to cancel the visit time ${when}.`, "Please choose another time on your application's page."],
    },
    reminder: {
      subject: 'Reminder: your visit to the school tomorrow',
      paragraphs: [
        `A reminder of your visit tomorrow with ${childOf(context, item)}: ${when}.`,
        ...note,
        "If you cannot come, please move or cancel it on your application's page, so that another family can have the seat.",
      ],
    },
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
