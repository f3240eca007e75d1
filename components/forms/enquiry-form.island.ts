import { defineIsland } from '@/lib/islands/define';
import { draftKey, keptKey } from './form-draft';
import { EnquiryForm } from './enquiry-form';

/**
 * Wakes when a reader starts on the form (before that it posts natively: the server answers with a result page), or
 * once the page has loaded when this phone keeps a draft of it or a copy waiting to be sent.
 */
export default defineIsland('enquiry-form', EnquiryForm, { wake: 'interaction', wakeIfStored: () => [draftKey('enquiry'), keptKey('enquiry')] });
