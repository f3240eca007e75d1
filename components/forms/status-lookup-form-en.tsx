'use client';

import { lookupWords } from '@/lib/forms/status-lookup-fields';
import { StatusLookupForm } from './status-lookup-form';

/** The look-up form in English (/admission-status): its words in its code, so the page carries no props for them. */
export function EnglishStatusLookupForm() {
  return <StatusLookupForm words={lookupWords} />;
}
