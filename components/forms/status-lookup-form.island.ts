import { defineIsland } from '@/lib/islands/define';
import { EnglishStatusLookupForm } from './status-lookup-form-en';

/** Wakes when a reader starts on the form; before that it posts natively (the server answers with a result page). */
export default defineIsland('status-lookup-form', EnglishStatusLookupForm, { wake: 'interaction' });
