/** What the "Track your application" form needs at first paint, without zod (the schema is in status-lookup.ts). */

import { REFERENCE_INPUT } from './reference';
import { enShared } from './texts/en-shared';
import type { FormLanguage } from './texts/types';

/** A reference as the acknowledgement mail prints it: ADM-20261121-7KQ2XD. Lower case and missing dashes are forgiven. */
export { REFERENCE_INPUT };

export const lookupHints = {
  reference: 'From the e-mail we sent when you applied, e.g. ADM-20261121-7KQ2XD.',
  contact: 'The e-mail address or the mobile or phone number you gave in the form.',
} as const;

export const lookupMessages = {
  /** One answer for a wrong reference and for a wrong e-mail or phone: nobody learns which references exist. */
  notFound:
    'We could not find an application with this reference number and this e-mail address or phone number. Please check both against the e-mail we sent when you applied, or call the school office.',
  tooMany: 'Too many look-ups from your network. Please wait a minute and try again.',
  heading: 'Status of your application',
  /** After an admission's status: its page's link goes only by e-mail, to the address in the application. */
  pageByMail:
    "Every stage, the office's messages and what to do next are on your application's own page. Its link is in our e-mails; we send a new one only to the e-mail address in your application.",
} as const;

/** The reference in its printed form (ADM-20261121-7KQ2XD), or undefined when it cannot be one. */
export function normaliseReference(value: string): string | undefined {
  const match = REFERENCE_INPUT.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}`.toUpperCase() : undefined;
}

export interface LookupWords {
  lang: FormLanguage;
  labels: { reference: string; contact: string };
  hints: { reference: string; contact: string };
  /** The answers the form may show: the server's, and what a check says (the checks' own come with the check's code). */
  messages: { notFound: string; tooMany: string; networkError: string };
  submit: string;
  sending: string;
  heading: string;
  /** Around the day of the last change: "…: Received, since 27 November 2026." */
  sinceBefore: string;
  sinceAfter: string;
  pageByMail: string;
  resend: string;
}

/**
 * The look-up form's words in English (the Marathi ones are lib/forms/texts/lookup-mr.ts; each language's island has
 * its own in its code): its fields, its button, and how it says what it found.
 */
export const lookupWords: LookupWords = {
  lang: 'en',
  labels: { reference: 'Reference number', contact: 'E-mail or phone number' },
  hints: lookupHints,
  messages: { notFound: lookupMessages.notFound, tooMany: lookupMessages.tooMany, networkError: enShared.networkError },
  submit: 'Show the status',
  sending: 'Looking up…',
  heading: lookupMessages.heading,
  sinceBefore: ', since ',
  sinceAfter: '.',
  pageByMail: lookupMessages.pageByMail,
  resend: 'Send me my link again',
};
