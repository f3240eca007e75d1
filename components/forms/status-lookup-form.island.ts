import { defineIsland } from '@/lib/islands/define';
import { StatusLookupForm } from './status-lookup-form';

/** Wakes when a reader starts on the form; before that it posts natively (the server answers with a result page). */
export default defineIsland('status-lookup-form', StatusLookupForm, { wake: 'interaction' });
