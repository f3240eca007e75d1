import type { z } from 'zod/mini';
import type { FormTexts } from '@/lib/forms/texts/types';
import { validateForm } from '@/lib/forms/validate';

/**
 * Checks a form's answers with its schema, fetched on first use; undefined when the schema could not be loaded
 * (the visitor is offline), which each form reports in its own way. The messages are in the form's language.
 */
export async function checkAnswers<S extends z.ZodMiniType>(loadSchema: () => Promise<S>, raw: Record<string, string>, texts?: FormTexts) {
  try {
    return validateForm(await loadSchema(), raw, texts);
  } catch (error) {
    console.warn('The form check could not be loaded:', error);
    return undefined;
  }
}
