import { createContext, useContext } from 'react';
import { en } from '@/lib/forms/texts/en';
import type { FormTexts } from '@/lib/forms/texts/types';

/**
 * The words of the forms in the page's language. English unless a form's island provides another (the Marathi
 * admission form's island provides lib/forms/texts/mr.ts): each island bundles only the words it speaks.
 */
export const FormTextsContext = createContext<FormTexts>(en);

export function useFormTexts(): FormTexts {
  return useContext(FormTextsContext);
}
