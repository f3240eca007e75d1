'use client';

import { mrLookupWords } from '@/lib/forms/texts/lookup-mr';
import { StatusLookupForm } from './status-lookup-form';

/** The look-up form in Marathi (/mr/admission-status): its words from lib/forms/texts/lookup-mr.ts, in its code. */
export function MarathiStatusLookupForm() {
  return <StatusLookupForm words={mrLookupWords} />;
}
