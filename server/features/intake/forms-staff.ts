import { z } from 'zod';
import { NOTE_MAX, field, staffForm } from '../../staff-shell/forms';

// The inbox's forms: a new status, a note.
export const statusForm = staffForm({ status: field(40), note: field(NOTE_MAX), mail: z.enum(['yes']).optional() });
export const noteForm = staffForm({ body: field(NOTE_MAX) });
