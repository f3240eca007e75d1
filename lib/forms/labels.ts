import { en } from './texts/en';
import { labelIn } from './texts/fill';
import type { FormWords } from './texts/types';

/** Human labels of every form field in English: the office mail and staff pages list values under them (each language's in lib/forms/texts). */
export const fieldLabels: Record<string, string> = en.labels;

/** A field's label in the form's language (English unless told). */
export function labelFor(field: string, texts: Pick<FormWords, 'labels'> = en): string {
  return labelIn(field, texts);
}
