/**
 * What a check of a form's answers says in English: the texts of the zod schemas' message keys (messageKey in
 * render.ts) and of the server's refusals. Apart from en-form.ts so that a form island downloads them with the check's
 * code, at the first send, not when the form wakes; mr-checks.ts has the same keys in Marathi.
 */
export const enChecks = {
  required: 'This field is required.',
  tooLong: 'Please keep this under {0} characters.',
  email: 'Please enter a valid e-mail address, e.g. name@example.com.',
  phone: 'Please enter a valid phone number: 10 digits in India, e.g. 98220 19940, or + and the country code, e.g. +44 20 7946 0000.',
  mobile: 'Please enter a valid mobile number: 10 digits starting with 6-9 in India, e.g. 98220 19940, or + and the country code, e.g. +971 50 123 4567.',
  transactionNumber:
    'The transaction number is the UTR or reference of your payment as your bank or UPI app shows it: 6 to 30 letters and digits, at least one a digit (spaces and dashes are fine), e.g. the 12-digit UPI UTR 412345678901.',
  transactionNumberUsed:
    "The transaction number is already on another family's application. Please check it against your bank or UPI app; if it is right, call the school office.",
  country: 'Please choose the country from the list.',
  postalCodeTooLong: 'A postal code has at most 12 characters.',
  pinCodeMissing: 'Please enter the 6-digit PIN code, e.g. 411060.',
  postalCodeMissing: 'Please enter the postal code of the address.',
  pinCodeWrong: 'Please enter a 6-digit PIN code, e.g. 411060. Outside India, please choose the country first.',
  postalCodeOfCountry: 'This does not look like a postal code of the chosen country; it is written like {0}.',
  postalCodeCharacters: 'Please enter the postal code as written in your address: letters, digits, spaces or dashes.',
  chooseAcademicYear: 'Please choose an academic year.',
  chooseClass: 'Please choose a class.',
  chooseGender: 'Please choose Male or Female.',
  consent: 'Please confirm that you are the parent or guardian and agree to the privacy notice.',
  writeMessage: 'Please write your message.',
  replyContact: 'Please give an e-mail address or a phone number so we can reply.',
  chooseRequestType: 'Please choose what you are asking for.',
  referenceList: 'Please give reference numbers such as ADM-20261121-7KQ2XD, separated by commas.',
  fieldTooLong: 'This is too long. Please shorten it.',
  tooMany: 'Too many submissions from your network. Please wait a minute and try again.',
  badReference: 'Please enter the reference number from our e-mail, e.g. ADM-20261121-7KQ2XD.',
  badContact: 'Please enter the e-mail address or the phone number you gave in the form.',
  storageError: 'Your form could not be saved. Please try again in a few minutes.',
} as const;
