import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import { displayValue } from '../../../lib/forms/display';
import { labelFor } from '../../../lib/forms/labels';
import { familyWords, formNameIn } from '../../core/family-words';
import { fileKind, nameForKind } from '../../core/file-kinds';
import type { OutboxMessage } from '../../core/outbox-repository';
import type { IntakeForm } from './forms';
import type { Submission } from './submissions-repository';

/** What the office notification and the acknowledgement need to know besides the submission. */
export interface SubmissionMailSettings {
  dataDir: string;
  mailFrom: string;
  mailTo: string;
  siteUrl: string;
  schoolName: string;
  /** More lines for the acknowledgement of this submission (an admission's: the link to its page). */
  acknowledgementLines?: (submission: Submission, now: Date) => string[];
}

/** Longest name the acknowledgement greets by; a longer one is more likely a message than a name. */
const ACK_NAME_MAX = 60;

/** The Message-ID of a submission's mail: the same on every attempt, so a resend after a crash is recognisable. */
export function messageIdFor(reference: string, kind: string, siteUrl: string): string {
  return `<${reference.toLowerCase()}.${kind}@${new URL(siteUrl).hostname}>`;
}

function fieldLines(submission: Submission): string {
  return Object.entries(submission.data)
    .map(([field, value]) => `${labelFor(field)}: ${displayValue(field, value)}`)
    .join('\n');
}

/** Builds the office notification (with the upload attached) or the applicant's acknowledgement. */
export function composeMail(message: OutboxMessage, submission: Submission, form: IntakeForm, settings: SubmissionMailSettings): SendMailOptions {
  const name = form.applicantName(submission.data);
  const base: SendMailOptions = {
    from: settings.mailFrom,
    to: message.recipient,
    messageId: message.messageId,
    date: new Date(submission.createdAt),
  };
  if (message.kind === 'office') {
    const file = submission.file;
    // Rows stored before names followed the detected kind are named here as they are now.
    const fileName = file ? nameForKind(file.name, file.type) : '';
    const lines = [
      `${form.title} received on the website.`,
      '',
      `Reference: ${submission.reference}`,
      `Received: ${submission.createdAt}`,
      submission.consentAt ? `Parent/guardian consent given: ${submission.consentAt}` : '',
      '',
      fieldLines(submission),
      '',
      file ? `Attached: ${fileName} (${file.type}, ${file.size} bytes, sha256 ${file.sha256})` : '',
      '',
      `Look it up with: npm run submissions -- show ${submission.reference}`,
    ].filter((line, index, all) => line !== '' || all[index - 1] !== '');
    return {
      ...base,
      subject: `[${submission.reference}] ${form.title}: ${name}`,
      replyTo: form.applicantEmail(submission.data),
      text: lines.join('\n'),
      attachments: file ? [{ filename: fileName, contentType: fileKind(file.type).mime, path: path.join(settings.dataDir, file.path) }] : [],
    };
  }
  // The acknowledgement goes to whatever address a stranger typed: it repeats nothing they wrote but a short name. It is
  // written in the language of the form the family sent.
  const words = familyWords(submission.language);
  const greeting = name.length <= ACK_NAME_MAX ? words.greeting.named({ name }) : words.greeting.anonymous;
  const values = { school: settings.schoolName, form: formNameIn(submission.language, submission.type, form.title), reference: submission.reference };
  return {
    ...base,
    subject: words.acknowledgement.subject(values),
    replyTo: settings.mailTo,
    text: [
      greeting,
      '',
      words.acknowledgement.received(values),
      words.acknowledgement.reference(values),
      '',
      words.acknowledgement.reply,
      '',
      ...extraLines(settings, submission),
      `${settings.schoolName}`,
      settings.siteUrl,
    ].join('\n'),
  };
}

function extraLines(settings: SubmissionMailSettings, submission: Submission): string[] {
  const lines = settings.acknowledgementLines?.(submission, new Date()) ?? [];
  return lines.length > 0 ? [...lines, ''] : [];
}
