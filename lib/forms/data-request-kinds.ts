/**
 * What a data principal may ask for under the DPDP Act, 2023 (ss. 11 to 14): the form's options, stored as
 * written. Kept apart from the schema so the form island can list them at first paint without zod.
 */
export const DATA_REQUEST_KINDS = ['See my data', 'Correct my data', 'Erase my data', 'Withdraw my consent', 'Nominate someone'] as const;

export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** The kinds that the office answers by erasing the family's submissions from /staff. */
export const ERASING_KINDS: readonly string[] = ['Erase my data', 'Withdraw my consent'];

/** Reference numbers the requester may quote, e.g. ADM-20261121-7KQ2XD, separated by commas or spaces. */
export { REFERENCE_LIST } from './reference';
