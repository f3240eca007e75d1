import type { z } from 'zod/mini';
import type { FormLanguage, MessageTexts } from '@/lib/forms/texts/types';

/** What a check says, in each language: fetched with the schema, so a form's wake downloads neither. */
const loadChecks: Record<FormLanguage, () => Promise<Record<string, string>>> = {
  en: () => import('@/lib/forms/texts/en-checks').then((module) => module.enChecks),
  mr: () => import('@/lib/forms/texts/mr-checks').then((module) => module.mrChecks),
};

/**
 * Fetches what checks a form in this language, besides its schema: the check's code and its words. A form fetches them
 * with its schema at the first thing typed, so that a form sent offline later is still checked before it is kept.
 */
export function loadCheck(language: FormLanguage): Promise<unknown> {
  return Promise.all([loadChecks[language](), import('@/lib/forms/validate')]);
}

/**
 * Checks a form's answers with its schema, fetched on first use; undefined when the schema could not be loaded
 * (the visitor is offline), which each form reports in its own way. The messages are in the form's language: its
 * words (`words.messages`, those it shows at once) and the checks' of that language.
 */
export async function checkAnswers<S extends z.ZodMiniType>(
  loadSchema: () => Promise<S>,
  raw: Record<string, string>,
  words: MessageTexts & { readonly lang: FormLanguage },
) {
  try {
    // The check's code comes with its schema: a form's wake downloads none of it.
    const [schema, checks, { validateForm }] = await Promise.all([loadSchema(), loadChecks[words.lang](), import('@/lib/forms/validate')]);
    return validateForm(schema, raw, { messages: { ...checks, ...words.messages } });
  } catch (error) {
    console.warn('The form check could not be loaded:', error);
    return undefined;
  }
}
