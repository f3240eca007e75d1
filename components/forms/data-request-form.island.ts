import { defineIsland } from '@/lib/islands/define';
import { draftKey, keptKey } from './form-draft';
import { DataRequestForm } from './data-request-form';

/**
 * Wakes when a reader starts on the form (before that it posts natively: the server answers with a result page), or
 * once the page has loaded when this phone keeps a draft of it or a copy waiting to be sent.
 */
export default defineIsland('data-request-form', DataRequestForm, {
  wake: 'interaction',
  wakeIfStored: () => [draftKey('data-request'), keptKey('data-request')],
});
