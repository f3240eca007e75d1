import { defineIsland } from '@/lib/islands/define';
import { StatusLookupForm } from './status-lookup-form';

/**
 * Wakes when a reader starts on the form; before that it posts natively (the server answers with a result page). Its
 * words, in the page's language, are its props (the page's HTML has them already), so no language's ride in its code.
 */
export default defineIsland('status-lookup-form', StatusLookupForm, { wake: 'interaction' });
