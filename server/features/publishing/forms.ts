import { field, staffForm } from '../../staff-shell/forms';

// Undoing a change in Website updates.
export const revertForm = staffForm({ sha: field(64) });
