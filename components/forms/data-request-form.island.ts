import { defineIsland } from '@/lib/islands/define';
import { DataRequestForm } from './data-request-form';

/** Wakes when a reader starts on the form; before that it posts natively (the server answers with a result page). */
export default defineIsland('data-request-form', DataRequestForm, { wake: 'interaction' });
