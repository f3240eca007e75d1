import { z } from 'zod';

/** What the family reads when its UPI transaction id cannot be one. */
export const UTR_MESSAGE =
  'Please enter the 12-digit UPI transaction ID (UTR, also called UPI Ref. No.) from your payment app, e.g. 412345678901. Only digits; spaces are fine.';

/**
 * A UPI transaction's id (UTR / RRN): 12 digits, as the payer's app shows it. Spaces and dashes the family copies
 * with it are dropped; the stored form is the bare digits.
 */
export const utrSchema = z
  .string()
  .max(40, UTR_MESSAGE)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^[0-9]{12}$/.test(value), UTR_MESSAGE);

/** The office's reason for refusing a UTR, as the family will read it. */
export const utrRejectionSchema = z.string().trim().min(5, 'Please say why, in a few words the family will read.').max(500);

/** A reply-by date the office sets with an offer: a day, YYYY-MM-DD. */
export const replyBySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give the reply-by date as a day.');

/** A place on the waiting list: 1 and up. */
export const waitlistPositionSchema = z.coerce.number().int('Please give the place as a whole number.').min(1, 'Please give a place of 1 or more.').max(999);
