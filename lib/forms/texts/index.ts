import { en } from './en';
import { mr } from './mr';
import { FORM_LANGUAGES, isFormLanguage, LANGUAGE_FIELD, type FormLanguage, type FormTexts } from './types';

export { en, mr, FORM_LANGUAGES, isFormLanguage, LANGUAGE_FIELD, type FormLanguage, type FormTexts };
export * from './render';
export type { MessageKey } from './types';

/**
 * Every language's words, for the server and the tests. A form island imports only its own language's words (en-form.ts
 * or mr-form.ts, and the checks' with the check's code), so an English page never downloads the Marathi words.
 */
export const formTexts: Record<FormLanguage, FormTexts> = { en, mr };
