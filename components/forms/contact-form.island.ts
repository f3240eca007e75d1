import { defineIsland } from '@/lib/islands/define';
import { ContactForm } from './contact-form';

/** Wakes when a reader starts on the form; before that it posts natively (the server answers with a result page). */
export default defineIsland('contact-form', ContactForm, { wake: 'interaction' });
