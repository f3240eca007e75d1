import * as z from 'zod/mini';
import { GENDERS, type AdmissionOptions } from './admission-fields';
import { country, email, oneOf, phone, postalCode, postalCodeFits, requiredLine, transactionNumber, whatsapp } from './formats';
import { enChecks } from './texts/en-checks';
import { messageKey } from './texts/render';

export { GENDERS, type AdmissionOptions };

export const CONSENT_MESSAGE = enChecks.consent;

/**
 * What a transaction number may be: a UPI UTR or RRN (12 digits), an IMPS reference (12 digits), a NEFT or RTGS UTR
 * (16 or 22 letters and digits). Spaces and dashes copied with it are dropped; then 6 to 30 letters and digits, one a digit.
 */
export const TRANSACTION_NUMBER_MESSAGE = enChecks.transactionNumber;

/** The server's answer when another family's application already gave the same transaction number. */
export const TRANSACTION_NUMBER_USED = enChecks.transactionNumberUsed;

/**
 * The admission application of SPEC section 3. The online admission form and the payment confirmation form
 * on /bankers collect exactly these fields; the file (`screenshot`) is checked separately, by content.
 */
export function admissionSchema(options: AdmissionOptions) {
  return z
    .object({
      academicYear: oneOf(options.academicYears, messageKey('chooseAcademicYear')),
      studentClass: oneOf(options.classOptions, messageKey('chooseClass')),
      firstName: requiredLine(),
      lastName: requiredLine(),
      fatherName: requiredLine(),
      gender: oneOf(GENDERS, messageKey('chooseGender')),
      motherName: requiredLine(),
      whatsappNumber: whatsapp,
      email,
      phoneNumber: phone,
      address: requiredLine(),
      street: requiredLine(),
      area: requiredLine(),
      city: requiredLine(),
      state: requiredLine(),
      country,
      /** The PIN code in India, the postal code elsewhere (the key predates the country field). */
      pinCode: postalCode,
      transactionNumber,
      consent: z.string().check(z.refine((value) => value === 'yes' || value === 'on' || value === 'true', messageKey('consent'))),
    })
    .check(postalCodeFits());
}

export type AdmissionValues = z.output<ReturnType<typeof admissionSchema>>;
