import { defineIsland } from '@/lib/islands/define';
import { draftKey, keptKey } from './form-draft';
import { EnglishAdmissionForm } from './admission-form-en';

/**
 * Wakes when a reader starts on the form (before that it posts natively: the server answers with a result page), or
 * once the page has loaded when this phone keeps a draft of it or a copy waiting to be sent.
 */
export default defineIsland('admission-form', EnglishAdmissionForm, {
  wake: 'interaction',
  wakeIfStored: (props) => [draftKey(props.form), keptKey(props.form)],
});
