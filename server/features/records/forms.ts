import { z } from 'zod';
import { field, staffForm } from '../../staff-shell/forms';

/** A column's number in the mapping form (0-based), or empty for none. */
const column = field(3);

/** The columns of a statement's layout, mapped once by the office. */
export const columnsForm = staffForm({ date: column, narration: column, reference: column, credit: column, amount: column, drCr: column });

/** The matches the office confirms in one step: each `line:payment` pair ticked. */
export const confirmMatchesForm = staffForm({ match: z.union([field(40), z.array(z.string().max(40)).max(2000)]) });

/** The statement file: read whole into memory by the multipart parser (at most 5 MB), with its name. */
export const statementUploadForm = staffForm({
  statement: z.object({ name: z.string().max(300), data: z.instanceof(Buffer) }).optional(),
});
