import type { z } from 'zod/mini';
import { validateForm } from '@/lib/forms/validate';

/**
 * Checks a form's answers with its schema, fetched on first use; undefined when the schema could not be loaded
 * (the visitor is offline), which each form reports in its own way.
 */
export async function checkAnswers<S extends z.ZodMiniType>(loadSchema: () => Promise<S>, raw: Record<string, string>) {
  try {
    return validateForm(await loadSchema(), raw);
  } catch (error) {
    console.warn('The form check could not be loaded:', error);
    return undefined;
  }
}
