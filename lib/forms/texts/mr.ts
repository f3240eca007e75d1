import { mrChecks } from './mr-checks';
import { mrForm } from './mr-form';
import type { FormTexts } from './types';

/** The forms' words in Marathi, all of them (issue 35): what a form shows (mr-form.ts) and what a check says (mr-checks.ts). */
export const mr: FormTexts = { ...mrForm, messages: { ...mrForm.messages, ...mrChecks } };
