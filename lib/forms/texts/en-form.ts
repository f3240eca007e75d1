import { enShared } from './en-shared';

/**
 * The forms' words in English that a form shows when it wakes: the fields' labels and hints, the sections, the required
 * note, the consent and the file field, and the one message a form says when its send's code cannot be fetched. What only
 * a send shows is in en-send.ts, what a check says in en-checks.ts, both fetched later; en.ts has all of them.
 * `mr-form.ts` has the same keys in Marathi; the type makes it complete.
 *
 * A text may hold `{name}` placeholders, filled by `fillText`; a schema message key carries at most one value, `{0}`.
 */
export const enForm = {
  lang: 'en',
  /** Intl's locale for dates and numbers in this language (Latin digits). */
  locale: 'en-IN',
  messages: {
    screenshotWrongType: 'The payment proof must be a JPEG, PNG or WebP image or a PDF.',
    tooLarge: 'The file is larger than 5 MB. Please choose a smaller file.',
    networkError: enShared.networkError,
  },
  labels: {
    academicYear: 'Academic year',
    studentClass: 'Class',
    firstName: 'First name',
    lastName: 'Last name',
    fatherName: "Father's name",
    gender: 'Gender',
    motherName: "Mother's name",
    whatsappNumber: 'WhatsApp number',
    email: 'Email',
    phoneNumber: 'Phone number',
    address: 'Flat / building / apartment',
    street: 'Street',
    area: 'Area',
    city: 'City',
    state: 'State',
    country: 'Country',
    pinCode: 'PIN code / postal code',
    transactionNumber: 'Transaction number',
    screenshot: 'Payment screenshot or receipt',
  },
  ui: {
    section: 'Section {step} of {total}',
    admissionDetails: 'Admission details',
    studentAndParents: 'Student and parents',
    contact: 'Contact',
    address: 'Address',
    payment: 'Payment',
    chooseAcademicYear: 'Choose the academic year',
    chooseClass: 'Choose the class',
    pleaseChoose: enShared.pleaseChoose,
    optional: enShared.optional,
    requiredNote: 'Fields marked * are required.',
    male: 'Male',
    female: 'Female',
    sendingButton: 'Sending…',
    fileChosen: 'Chosen: {name} ({size})',
    fileMadeSmaller: ' — will be made smaller before sending',
    noFile: 'No file chosen yet.',
    honeypot: 'Leave this empty',
  },
} as const;
