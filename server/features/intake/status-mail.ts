import { fillTemplate, statusMessagesIn, statusName, type StatusMessages } from '../../../lib/content/status-messages';
import type { Site } from '../../../lib/content/site';
import type { IntakeForm } from './forms';
import { familyWords, formNameIn } from '../../core/family-words';
import type { Submission } from './submissions-repository';
import type { OutboxRepository } from '../../core/outbox-repository';

/** What a parent reads about a status: one sentence from content/status-messages.yml. */
export function statusMeaning(messages: StatusMessages, type: string, status: string): string {
  const forType = (messages as unknown as Record<string, Record<string, string> | undefined>)[type];
  return forType?.[status] ?? '';
}

/**
 * The subject and text of the mail telling a parent about a new status, in the school's wording: `messages` (English)
 * for a form sent from an English page, content/mr/status-messages.yml for one sent from a Marathi page.
 */
export function composeStatusMail(options: {
  submission: Submission;
  form: IntakeForm;
  status: string;
  note: string | null;
  site: Site;
  messages: StatusMessages;
}): { subject: string; body: string } {
  const { submission, form, status, note, site } = options;
  const language = submission.language ?? 'en';
  const messages = language === 'en' ? options.messages : statusMessagesIn(language);
  const values = {
    child: form.applicantName(submission.data),
    reference: submission.reference,
    form: formNameIn(language, submission.type, form.title),
    status: statusName(messages, submission.type, status),
    meaning: statusMeaning(messages, submission.type, status),
    note: note ? familyWords(language).officeNote({ note }) : '',
    school: site.name,
    phone: site.contact.phone,
    email: site.contact.email,
  };
  // A request about personal data is answered in its own words, not an admission's.
  const mail = submission.type === 'data-request' ? messages.dataRequestMail : messages.mail;
  const subject = fillTemplate(mail.subject, values).replace(/\s+/g, ' ');
  return { subject: subject.charAt(0).toUpperCase() + subject.slice(1), body: fillTemplate(mail.body, values) };
}

/**
 * Queues the status mail of a change (`changeId`) to each recipient, in the school's wording: the first with the
 * change's own Message-ID, the others numbered after it. Call it in the transaction of the change, then kick the mail
 * worker. Returns whether any was queued.
 */
export function mailStatus(
  outbox: OutboxRepository,
  mail: { item: Submission; form: IntakeForm; recipients: string[]; status: string; note: string | null; changeId: number; now: Date },
  settings: { siteUrl: string; site: Site; messages: StatusMessages },
): boolean {
  const { item, form, recipients, status, note, changeId, now } = mail;
  const { subject, body } = composeStatusMail({ submission: item, form, status, note, site: settings.site, messages: settings.messages });
  const host = new URL(settings.siteUrl).hostname;
  recipients.forEach((recipient, index) =>
    outbox.enqueue({
      submissionId: item.id,
      kind: 'status',
      recipient,
      messageId: `<${item.reference.toLowerCase()}.status-${changeId}${index > 0 ? `-${index}` : ''}@${host}>`,
      now: now.getTime(),
      subject,
      body,
    }),
  );
  return recipients.length > 0;
}
