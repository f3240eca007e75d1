import { z } from 'zod';
import { field, staffForm } from '../../staff-shell/forms';

// A request's erasure and the office's identity check in person.
export const erasureForm = staffForm({ expected: field(200) });
/** The office's check of a requester's identity in person: the forms it covers (checkboxes) and how it was checked. */
export const identityForm = staffForm({ references: z.union([z.string().max(30), z.array(z.string().max(30)).max(50)]).optional(), how: field(300) });
