/** Human labels of every form field: the form islands show them, the office mail lists values under them. */
export const fieldLabels: Record<string, string> = {
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
  phone: 'Phone number',
  address: 'Flat / building / apartment',
  street: 'Street',
  area: 'Area',
  city: 'City',
  state: 'State',
  country: 'Country',
  pinCode: 'PIN code / postal code',
  transactionNumber: 'Transaction number',
  screenshot: 'Payment screenshot or receipt',
  consent: 'Parent or guardian consent',
  name: 'Full name',
  message: 'Message',
  resume: 'Résumé',
  requestType: 'What you are asking for',
  references: 'Reference numbers of your forms',
  details: 'Details of your request',
};

export function labelFor(field: string): string {
  return fieldLabels[field] ?? field;
}
