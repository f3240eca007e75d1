import { defineIsland } from '@/lib/islands/define';
import { draftKey, keptKey } from './form-draft';
import { MarathiAdmissionForm } from './admission-form-mr';

/**
 * The Marathi admission form: an island of its own so that only Marathi pages download the Marathi words (the
 * English form's island has only English ones). It wakes as the English one does and shares its draft and kept copy.
 */
export default defineIsland('admission-form-mr', MarathiAdmissionForm, {
  wake: 'interaction',
  wakeIfStored: (props) => [draftKey(props.form), keptKey(props.form)],
});
