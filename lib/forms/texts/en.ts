import { enChecks } from './en-checks';
import { enForm } from './en-form';
import { enHints } from './en-hints';
import { enSend } from './en-send';

/**
 * The forms' words in English, all of them: what a form shows (en-form.ts), what a send shows (en-send.ts) and what a check says (en-checks.ts), for
 * the server and the tests. Exactly the texts of SPEC section 8 and of the forms as they were before a second language
 * (issue 35). `mr.ts` has the same keys in Marathi; the type makes it complete.
 */
export const en = {
  ...enForm,
  messages: { ...enForm.messages, ...enSend.messages, ...enChecks },
  hints: enHints,
  labels: { ...enForm.labels, ...enSend.labels },
  ui: { ...enForm.ui, ...enSend.ui },
} as const;
