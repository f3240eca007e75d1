import { defineIsland } from '@/lib/islands/define';
import { draftKey, keptKey } from './form-draft';
import { CareerForm } from './career-form';

/**
 * Wakes when a reader starts on the form (before that it posts natively: the server answers with a result page), or
 * once the page has loaded when this phone keeps a draft of it or a copy waiting to be sent.
 */
export default defineIsland('career-form', CareerForm, { wake: 'interaction', wakeIfStored: () => [draftKey('career'), keptKey('career')] });
