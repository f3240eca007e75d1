import type { en } from './en';
import type { enChecks } from './en-checks';
import type { enForm } from './en-form';
import type { enSend } from './en-send';
import type { enShared } from './en-shared';
import type { enHints } from './en-hints';

/** The languages the forms speak: English at the site's addresses, Marathi under /mr/ (issue 35). */
export const FORM_LANGUAGES = ['en', 'mr'] as const;
export type FormLanguage = (typeof FORM_LANGUAGES)[number];

/** The hidden field every form posts with its language; a form without it is English. */
export const LANGUAGE_FIELD = 'lang';

export function isFormLanguage(value: unknown): value is FormLanguage {
  return typeof value === 'string' && (FORM_LANGUAGES as readonly string[]).includes(value);
}

type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

/** One language's words of the forms: every key of en.ts, each a string. */
export type FormTexts = Omit<Words<typeof en>, 'lang'> & { readonly lang: FormLanguage };

/** What a form island shows before any check (en-form.ts): its words without the checks' messages. */
export type FormWords = Omit<Words<typeof enForm>, 'lang'> & { readonly lang: FormLanguage };

/** The words every form and the look-up share (en-shared.ts). */
export type SharedWords = Words<typeof enShared>;

/** The hints under the admission form's fields and its consent (en-hints.ts), which its island gets as props. */
export type HintWords = Words<typeof enHints>;

/** What only a send shows (en-send.ts), loaded with the send's code in the form's language (send-words.ts). */
export type SendWords = Words<typeof enSend>;

/** What a check of the answers says (en-checks.ts), loaded with the check's code. */
export type CheckTexts = Words<typeof enChecks>;

/** Words that render message keys: a language's messages, at least those of the checks. */
export interface MessageTexts {
  readonly messages: Readonly<Record<string, string>>;
}

/** A key of a message the schemas give (en.ts `messages`). */
export type MessageKey = keyof typeof en.messages;
