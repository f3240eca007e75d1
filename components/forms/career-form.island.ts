import { defineIsland } from '@/lib/islands/define';
import { CareerForm } from './career-form';

/** Wakes when a reader starts on the form; before that it posts natively (the server answers with a result page). */
export default defineIsland('career-form', CareerForm, { wake: 'interaction' });
