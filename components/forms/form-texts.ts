import { createContext, useContext } from 'react';
import type { FormWords } from '@/lib/forms/texts/types';

/**
 * The words of a form in its language, given by the form (english-form.tsx, admission-form-en.tsx, admission-form-mr.tsx).
 * No default: each island bundles only the words it speaks, and an English default would ride in every Marathi one.
 */
export const FormTextsContext = createContext<FormWords | undefined>(undefined);

export function useFormTexts(): FormWords {
  const words = useContext(FormTextsContext);
  if (!words) throw new Error('A form without its words (FormTextsContext)');
  return words;
}
