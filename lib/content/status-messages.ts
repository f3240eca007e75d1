import { z } from 'zod';
import { ADMISSION_STATUSES, APPLICATION_STAGES, DATA_REQUEST_STATUSES, PAYMENT_STATUSES, statusLabel } from '../forms/statuses';
import { cachedYaml } from './reader';

/** One sentence per status, saying what it means for the parent; every status needs one, no others allowed. */
function meanings<T extends Record<string, string>>(statuses: T) {
  return z.strictObject(Object.fromEntries(Object.keys(statuses).map((key) => [key, z.string().min(10)])) as Record<keyof T, z.ZodString>);
}

const PLACEHOLDER = /\{(\w+)\}/g;
const MAIL_PLACEHOLDERS = ['child', 'reference', 'form', 'status', 'meaning', 'note', 'school', 'phone', 'email'];

const template = z.string().min(1).superRefine((text, context) => {
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!MAIL_PLACEHOLDERS.includes(match[1])) context.addIssue({ code: 'custom', message: `Unknown placeholder {${match[1]}}; use ${MAIL_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}` });
  }
});

export const statusMessagesSchema = z.object({
  mail: z.object({ subject: template, body: template }),
  admission: meanings(ADMISSION_STATUSES),
  payment: meanings(PAYMENT_STATUSES),
  /** The mail that answers a request about personal data, and what each of its statuses means. */
  dataRequestMail: z.object({ subject: template, body: template }),
  'data-request': meanings(DATA_REQUEST_STATUSES),
  /** The family's application page: the name of each stage, and the one next step for each admission status. */
  application: z.object({
    stages: z.strictObject(Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, z.string().min(3)])) as Record<(typeof APPLICATION_STAGES)[number], z.ZodString>),
    next: meanings(ADMISSION_STATUSES),
    /** The next step while a UTR is checked, and after it could not be matched ({utr} is the number entered). */
    payment: z.object({ checking: z.string().min(10), rejected: z.string().min(10) }),
  }),
});

export type StatusMessages = z.output<typeof statusMessagesSchema>;

/** What parents read about each status (the lookup page and the status mail), from `content/status-messages.yml`. */
export const getStatusMessages: (root?: string) => StatusMessages = cachedYaml('status-messages.yml', statusMessagesSchema);

/** Each status's name in a language other than the office's English (lib/forms/statuses.ts). */
function names<T extends Record<string, string>>(statuses: T) {
  return z.strictObject(Object.fromEntries(Object.keys(statuses).map((key) => [key, z.string().min(2)])) as Record<keyof T, z.ZodString>);
}

/** The same in Marathi (issue 35), with each status's name: `content/mr/status-messages.yml`. */
export const marathiStatusMessagesSchema = statusMessagesSchema.extend({
  labels: z.object({ admission: names(ADMISSION_STATUSES), payment: names(PAYMENT_STATUSES), 'data-request': names(DATA_REQUEST_STATUSES) }),
});

/** What a family reads about its application's status, in its language; Marathi carries the statuses' names too. */
export type FamilyStatusMessages = StatusMessages & { labels?: z.output<typeof marathiStatusMessagesSchema>['labels'] };

export const getMarathiStatusMessages: (root?: string) => z.output<typeof marathiStatusMessagesSchema> = cachedYaml('mr/status-messages.yml', marathiStatusMessagesSchema);

/** The status words in a family's language ('mr', or English for anything else). */
export function statusMessagesIn(language: string | undefined, root?: string): FamilyStatusMessages {
  return language === 'mr' ? getMarathiStatusMessages(root) : getStatusMessages(root);
}

/** A status's name in the words of `messages` (the office's English name when they give none). */
export function statusName(messages: FamilyStatusMessages, type: string, status: string): string {
  const own = (messages.labels as Record<string, Record<string, string> | undefined> | undefined)?.[type]?.[status];
  return own ?? statusLabel(type, status) ?? status;
}

/** Fills `{name}` placeholders; a line holding only an empty placeholder is dropped, with one blank line kept. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const onlyPlaceholder = /^\s*\{(\w+)\}\s*$/.exec(line);
    if (onlyPlaceholder && !values[onlyPlaceholder[1]]) continue;
    lines.push(line.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? ''));
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
