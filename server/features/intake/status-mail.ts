import { fillTemplate, type StatusMessages } from '../../../lib/content/status-messages';
import type { Site } from '../../../lib/content/site';
import type { IntakeForm } from './forms';
import { statusLabel } from '../../../lib/forms/statuses';
import type { Submission } from './submissions-repository';

/** What a parent reads about a status: one sentence from content/status-messages.yml. */
export function statusMeaning(messages: StatusMessages, type: string, status: string): string {
  const forType = (messages as unknown as Record<string, Record<string, string> | undefined>)[type];
  return forType?.[status] ?? '';
}

/** The subject and text of the mail telling a parent about a new status, in the school's wording. */
export function composeStatusMail(options: {
  submission: Submission;
  form: IntakeForm;
  status: string;
  note: string | null;
  site: Site;
  messages: StatusMessages;
}): { subject: string; body: string } {
  const { submission, form, status, note, site, messages } = options;
  const values = {
    child: form.applicantName(submission.data),
    reference: submission.reference,
    form: form.title.toLowerCase(),
    status: statusLabel(submission.type, status) ?? status,
    meaning: statusMeaning(messages, submission.type, status),
    note: note ? `Note from the school office: ${note}` : '',
    school: site.name,
    phone: site.contact.phone,
    email: site.contact.email,
  };
  // A request about personal data is answered in its own words, not an admission's.
  const mail = submission.type === 'data-request' ? messages.dataRequestMail : messages.mail;
  const subject = fillTemplate(mail.subject, values).replace(/\s+/g, ' ');
  return { subject: subject.charAt(0).toUpperCase() + subject.slice(1), body: fillTemplate(mail.body, values) };
}
