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
  hints: {
    phone: 'e.g. 98220 19940 or 020 2695 1994; outside India, + and the country code first, e.g. +44 20 7946 0000.',
    whatsapp: 'Mobile number on WhatsApp, e.g. 98220 19940; outside India, + and the country code first, e.g. +971 50 123 4567.',
    pinCode: '6-digit PIN code in India, e.g. 411060; elsewhere the postal code, e.g. SW1A 1AA. Leave it empty only if your country has none.',
    country: 'The country of the address above.',
    email: 'An e-mail address we can reply to, e.g. name@example.com.',
    transactionNumber: 'For UPI, the 12-digit UTR (UPI transaction id) your app shows, e.g. 412345678901; for a bank transfer, its UTR or reference number.',
    screenshot:
      'A photo or screenshot (JPEG, PNG or WebP) or a PDF of the payment receipt, up to 5 MB. On a phone you can take the photo with the camera or choose a file. Large photos are made smaller before sending.',
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
    consentBefore:
      "I am the child's parent or guardian and I agree that the school stores and uses these details to process the admission, as described in the ",
    consentLink: 'privacy notice',
    consentAfter: '.',
    sendingButton: 'Sending…',
    fileChosen: 'Chosen: {name} ({size})',
    fileMadeSmaller: ' — will be made smaller before sending',
    noFile: 'No file chosen yet.',
    honeypot: 'Leave this empty',
  },
} as const;
