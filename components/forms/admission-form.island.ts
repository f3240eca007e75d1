import { defineIsland } from '@/lib/islands/define';
import { AdmissionForm } from './admission-form';

/** Wakes when a reader starts on the form; before that it posts natively (the server answers with a result page). */
export default defineIsland('admission-form', AdmissionForm, { wake: 'interaction' });
