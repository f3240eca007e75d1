import { mrChecks } from './mr-checks';
import { mrForm } from './mr-form';
import { mrHints } from './mr-hints';
import { mrSend } from './mr-send';
import type { FormTexts } from './types';

/** The forms' words in Marathi, all of them (issue 35): what a form shows (mr-form.ts), what a send shows (mr-send.ts) and what a check says (mr-checks.ts). */
export const mr: FormTexts = {
  ...mrForm,
  messages: { ...mrForm.messages, ...mrSend.messages, ...mrChecks },
  hints: mrHints,
  labels: { ...mrForm.labels, ...mrSend.labels },
  ui: { ...mrForm.ui, ...mrSend.ui },
};
