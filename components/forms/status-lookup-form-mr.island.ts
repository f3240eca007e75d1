import { defineIsland } from '@/lib/islands/define';
import { MarathiStatusLookupForm } from './status-lookup-form-mr';

/** The look-up form on /mr/admission-status: wakes as the English one does (status-lookup-form.island.ts). */
export default defineIsland('status-lookup-form-mr', MarathiStatusLookupForm, { wake: 'interaction' });
