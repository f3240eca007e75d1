'use client';

import { lookupWords } from '@/lib/forms/status-lookup-fields';
import { StatusLookupForm } from './status-lookup-form';

/** The look-up form in English (/admission-status): the same form as the Marathi one, its words from status-lookup-fields.ts. */
export function EnglishStatusLookupForm() {
  return <StatusLookupForm words={lookupWords} />;
}
