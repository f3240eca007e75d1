import { en } from './texts/en';
import type { FormTexts } from './texts/types';

/** Human labels of every form field in English: the office mail and staff pages list values under them (each language's in lib/forms/texts). */
export const fieldLabels: Record<string, string> = en.labels;

/** A field's label in the form's language (English unless told). */
export function labelFor(field: string, texts: FormTexts = en): string {
  return (texts.labels as Record<string, string>)[field] ?? field;
}
