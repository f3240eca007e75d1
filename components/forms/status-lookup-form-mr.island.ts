import { defineIsland } from '@/lib/islands/define';
import { MarathiStatusLookupForm } from './status-lookup-form-mr';

/** The Marathi look-up form: an island of its own so that only the Marathi page downloads its words. */
export default defineIsland('status-lookup-form-mr', MarathiStatusLookupForm, { wake: 'interaction' });
