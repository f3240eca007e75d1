import { z } from 'zod';
import { NOTE_MAX, field, staffForm } from '../../staff-shell/forms';

// The office's forms of the admissions journey: a document's verdict, a visit time, a decision on a seat, links, a UTR.
/** The office's verdict on a family's document (issue 22): its checks are the route's (staff-routes.ts). */
export const documentVerdictForm = staffForm({ verdict: field(10), fileId: field(64), reason: field(500) });
/** A visit time: date, start, end, place, seats and a note for the families. */
export const visitSlotForm = staffForm({ day: field(10), starts: field(5), ends: field(5), place: field(120), capacity: field(6), note: field(200) });
/** The office's decision on a seat (staff-offer-routes.ts checks the values): offer, waiting list or no seat. */
export const decisionForm = staffForm({ decision: field(20), replyBy: field(10), position: field(6), note: field(NOTE_MAX) });
/** Stopping every link to a family's page, and (ticked) mailing the family a new one. */
export const linksRevokeForm = staffForm({ mail: z.enum(['yes']).optional() });
/** Why a UTR does not match the bank statement, for the family to read. */
export const utrRejectForm = staffForm({ reason: field(500) });
