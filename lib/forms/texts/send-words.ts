import type { FormLanguage, SendWords } from './types';

/** Each language's words of a send, as a chunk of its own: a form fetches only its own language's. */
const loaders: Record<FormLanguage, () => Promise<SendWords>> = {
  en: () => import('./en-send').then((module) => module.enSend),
  mr: () => import('./mr-send').then((module) => module.mrSend),
};

const loaded: Partial<Record<FormLanguage, Promise<SendWords>>> = {};

/**
 * The words of a send in a form's language, fetched once with the send's code (at the first thing typed, or when a
 * draft or a kept send is there to tell of); the same promise each time, so a component can `use` it.
 */
export function loadSendWords(language: FormLanguage): Promise<SendWords> {
  if (loaded[language]) return loaded[language];
  const words: Promise<SendWords> & { status?: string; value?: SendWords } = loaders[language]().then(
    (value) => {
      // React's `use` reads a settled promise's status and value at once, rather than suspending for a tick.
      Object.assign(words, { status: 'fulfilled', value });
      return value;
    },
    (error: unknown) => {
      // Try again next time (the visitor may be back online).
      delete loaded[language];
      throw error;
    },
  );
  return (loaded[language] = words);
}
