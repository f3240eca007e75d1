/**
 * The grammar of a reference number, in one place: the form's three-letter prefix (lib/forms/types.ts), the day
 * it came (yyyymmdd) and six characters, e.g. ADM-20261121-7KQ2XD. Client-safe: the forms read it too.
 */
const PREFIX = '[A-Z]{3}';
const DAY = '[0-9]{8}';
const TAIL = '[0-9A-Z]{6}';
const WHOLE = `${PREFIX}-${DAY}-${TAIL}`;

/** A whole reference as stored (links and look-ups by reference check it first). */
export const REFERENCE = new RegExp(`^${WHOLE}$`);

/** Every reference inside a text (upper-case the text first). */
export const REFERENCES_IN_TEXT = new RegExp(WHOLE, 'g');

/** A list of references a person typed, any case, separated by commas, semicolons or spaces. */
export const REFERENCE_LIST = new RegExp(`^\\s*(?:${WHOLE}(?:[\\s,;]+|$))*\\s*$`, 'i');

/** A reference as someone types it from the mail: any case, the dashes or spaces optional; its three parts captured. */
export const REFERENCE_INPUT = new RegExp(`^\\s*(${PREFIX})\\s*-?\\s*(${DAY})\\s*-?\\s*(${TAIL})\\s*$`, 'i');
