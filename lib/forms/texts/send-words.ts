import type { FormLanguage, SendWords } from './types';

/** Each language's words of a send, as a chunk of its own: a form fetches only its own language's. */
const loaders: Record<FormLanguage, () => Promise<SendWords>> = {
  en: () => import('./en-send').then((module) => module.enSend),
  mr: () => import('./mr-send').then((module) => module.mrSend),
};

const loaded: Partial<Record<FormLanguage, Promise<SendWords>>> = {};

/**
 * The words of a send in a form's language, fetched once with the send's code (at the first thing typed, or when a
 * draft or a kept send is there to tell of), and handed to the form's island (use-intake-form.ts `sendWords`).
 */
export function loadSendWords(language: FormLanguage): Promise<SendWords> {
  return (loaded[language] ??= loaders[language]().catch((error: unknown) => {
    // Try again next time (the visitor may be back online).
    delete loaded[language];
    throw error;
  }));
}
