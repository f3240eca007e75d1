import { z } from 'zod/mini';
import { email, oneOf, pinCode, phone, requiredLine, whatsapp } from './formats';
import { screenshotUpload, type UploadRule } from './uploads';

/** The lists the admission and payment forms choose from; they come from content/site.yml. */
export interface AdmissionOptions {
  academicYears: readonly string[];
  classOptions: readonly string[];
}

export const GENDERS = ['Male', 'Female'] as const;

export const CONSENT_MESSAGE = 'Please confirm that you are the parent or guardian and agree to the privacy notice.';

/**
 * The admission application of SPEC section 3. The online admission form and the payment confirmation form
 * on /bankers collect exactly these fields; the file (`screenshot`) is checked separately, by content.
 */
export function admissionSchema(options: AdmissionOptions) {
  return z.object({
    academicYear: oneOf(options.academicYears, 'Please choose an academic year.'),
    studentClass: oneOf(options.classOptions, 'Please choose a class.'),
    firstName: requiredLine(),
    lastName: requiredLine(),
    fatherName: requiredLine(),
    gender: oneOf(GENDERS, 'Please choose Male or Female.'),
    motherName: requiredLine(),
    whatsappNumber: whatsapp,
    email,
    phoneNumber: phone,
    address: requiredLine(),
    street: requiredLine(),
    area: requiredLine(),
    city: requiredLine(),
    state: requiredLine(),
    pinCode,
    transactionNumber: requiredLine(64),
    consent: z.string().check(z.refine((value) => value === 'yes' || value === 'on' || value === 'true', CONSENT_MESSAGE)),
  });
}

export type AdmissionValues = z.output<ReturnType<typeof admissionSchema>>;

export const admissionUpload: { field: 'screenshot'; rule: UploadRule } = { field: 'screenshot', rule: screenshotUpload };
