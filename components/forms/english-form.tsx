import type { ReactNode } from 'react';
import { enForm } from '@/lib/forms/texts/en-form';
import { enHints } from '@/lib/forms/texts/en-hints';
import { emailInput, phoneInput } from './field-presets';
import { FormField } from './form-field';
import { FormTextsContext } from './form-texts';

/**
 * The words of a form that speaks English only (contact, enquiry, career, data request): given here, not as the
 * context's default, so that a form island in another language carries no English words.
 */
export function EnglishForm({ children }: { children: ReactNode }) {
  return <FormTextsContext value={enForm}>{children}</FormTextsContext>;
}

/** The e-mail and phone fields of the English forms, with their English hints. */
export const englishEmail = { ...emailInput, hint: enHints.email } as const;
export const englishPhone = { ...phoneInput, hint: enHints.phone } as const;

/** A field of an English form: "(optional)" and "Please choose" in English. */
export function EnglishField(props: Omit<Parameters<typeof FormField>[0], 'words'>) {
  return <FormField {...props} words={enForm.ui} />;
}
