import { createContext, useContext } from 'react';
import { enForm } from '@/lib/forms/texts/en-form';
import type { FormWords } from '@/lib/forms/texts/types';

/**
 * The words of the forms in the page's language. English unless a form's island provides another (the Marathi
 * admission form's island provides lib/forms/texts/mr-form.ts): each island bundles only the words it speaks.
 */
export const FormTextsContext = createContext<FormWords>(enForm);

export function useFormTexts(): FormWords {
  return useContext(FormTextsContext);
}
