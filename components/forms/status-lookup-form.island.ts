import { defineIsland } from '@/lib/islands/define';
import { EnglishStatusLookupForm } from './status-lookup-form-en';

/**
 * Wakes when a reader starts on the form; before that it posts natively (the server answers with a result page). One
 * island per language (the Marathi one: status-lookup-form-mr), each with its words in its code: the page carries none
 * in props, and English pages have no Marathi.
 */
export default defineIsland('status-lookup-form', EnglishStatusLookupForm, { wake: 'interaction' });
