import { defineIsland } from '@/lib/islands/define';
import { EnquiryForm } from './enquiry-form';

/** Wakes when a reader starts on the form; before that it posts natively (the server answers with a result page). */
export default defineIsland('enquiry-form', EnquiryForm, { wake: 'interaction' });
