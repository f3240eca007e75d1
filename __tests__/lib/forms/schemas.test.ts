/** @jest-environment node */
import { admissionSchema } from '@/lib/forms/admission';
import { TRANSACTION_NUMBER_MESSAGE } from '@/lib/forms/admission';
import { careerSchema } from '@/lib/forms/career';
import { contactSchema } from '@/lib/forms/contact';
import { enquirySchema } from '@/lib/forms/enquiry';
import { statusLookupSchema } from '@/lib/forms/status-lookup';
import { normaliseReference } from '@/lib/forms/status-lookup-fields';
import { htmlPatterns, MOBILE_MESSAGE, PHONE_MESSAGE } from '@/lib/forms/formats';
import { toE164 } from '@/lib/forms/phone';
import { normalisePostalCode, postalCodeProblem } from '@/lib/forms/postal-codes';
import { countryOptions } from '@/lib/forms/countries';
import { displayValue } from '@/lib/forms/display';
import { en } from '@/lib/forms/texts';
import { validateForm as validateIn } from '@/lib/forms/validate';
import { formatBytes } from '@/lib/forms/uploads';

/** The check in English words, as an English form and the server give it. */
const validateForm = <S extends Parameters<typeof validateIn>[0]>(schema: S, raw: Record<string, unknown>) => validateIn(schema, raw, en);

describe('format rules', () => {
  // The browser compiles pattern attributes with the v flag; the same text must work there.
  const browserPattern = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

  it.each([
    ['9822019940', '+919822019940'],
    ['98220 19940', '+919822019940'],
    ['98220-19940', '+919822019940'],
    ['+91 98220 19940', '+919822019940'],
    ['09822019940', '+919822019940'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+971 50 123 4567', '+971501234567'],
    ['+1 (202) 555-0100', '+12025550100'],
  ])('accepts the mobile number %s as %s', (value, e164) => {
    expect(toE164(value, 'mobile')).toBe(e164);
    expect(toE164(value, 'phone')).toBe(e164);
    expect(browserPattern(htmlPatterns.phone).test(value)).toBe(true);
  });

  it.each(['020 2695 1994', '+91 20 2695 1994', '020-26951994'])('accepts the Indian landline %s as a phone but not as a WhatsApp number', (value) => {
    expect(toE164(value, 'phone')).toBe('+912026951994');
    expect(toE164(value, 'mobile')).toBeUndefined();
  });

  it.each([
    '12345',
    '982201994',
    '98220199401',
    '0022019940',
    '+44 7700 9001',
    '+971 50 123',
    '+971 50 123 4567 8901',
    'ninety-eight',
    'call 9822019940',
    '+999 1234 5678',
  ])('refuses the number %s', (value) => {
    expect(toE164(value)).toBeUndefined();
  });

  it('lets the browser check only the characters of a number, and of a postal code', () => {
    expect(browserPattern(htmlPatterns.phone).test('+44 (0)20 7946-0000')).toBe(true);
    expect(browserPattern(htmlPatterns.phone).test('98220 abc')).toBe(false);
    expect(browserPattern(htmlPatterns.postalCode).test('SW1A 1AA')).toBe(true);
    expect(browserPattern(htmlPatterns.postalCode).test('411060')).toBe(true);
    expect(browserPattern(htmlPatterns.postalCode).test('41#060')).toBe(false);
  });

  it('accepts 6-digit PIN codes that do not start with 0 in India, and each country its own postal codes', () => {
    expect(postalCodeProblem('411060', 'IN')).toBeUndefined();
    expect(postalCodeProblem('011060', 'IN')).toMatch(/6-digit PIN code/);
    expect(postalCodeProblem('41106', 'IN')).toMatch(/6-digit PIN code/);
    expect(postalCodeProblem('SW1A 1AA', 'IN')).toMatch(/choose the country first/);
    expect(postalCodeProblem('SW1A 1AA', 'GB')).toBeUndefined();
    expect(postalCodeProblem('411060', 'GB')).toBe('This does not look like a postal code of the chosen country; it is written like SW1A 1AA.');
    expect(postalCodeProblem('94105-1234', 'US')).toBeUndefined();
    expect(postalCodeProblem('', 'AE')).toBeUndefined();
    expect(postalCodeProblem('', 'GB')).toBe('Please enter the postal code of the address.');
    expect(postalCodeProblem('', 'IN')).toBe('Please enter the 6-digit PIN code, e.g. 411060.');
    // A country without its own rule: any plausible code, never a refusal for living somewhere unlisted.
    expect(postalCodeProblem('1100-017', 'PT')).toBeUndefined();
    expect(postalCodeProblem('#1', 'PT')).toMatch(/letters, digits, spaces or dashes/);
    expect(normalisePostalCode(' sw1a   1aa ')).toBe('SW1A 1AA');
  });

  it('shows file sizes as parents read them', () => {
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(320 * 1024)).toBe('320 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});

describe('form schemas', () => {
  const options = { academicYears: ['2026-2027', '2027-2028'], classOptions: ['Nursery', 'Class 1'] };
  const admission = {
    academicYear: '2026-2027',
    studentClass: 'Nursery',
    firstName: 'Anaya',
    lastName: 'Shah',
    fatherName: 'Kunal Shah',
    gender: 'Female',
    motherName: 'Ritu Shah',
    whatsappNumber: '9822019940',
    email: 'ritu@example.com',
    phoneNumber: '020 2695 1994',
    address: 'Flat 5',
    street: 'MG Road',
    area: 'Camp',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'IN',
    pinCode: '411001',
    transactionNumber: 'UTR202711040012',
    consent: 'yes',
  };
  const stored = { ...admission, whatsappNumber: '+919822019940', phoneNumber: '+912026951994' };
  const admissionWith = (changes: Record<string, string>) => validateForm(admissionSchema(options), { ...admission, ...changes });

  it('accepts a complete admission, trims values, gives numbers in E.164 and drops unknown fields', () => {
    const result = validateForm(admissionSchema(options), { ...admission, firstName: '  Anaya ', extra: 'x' });
    expect(result).toEqual({ ok: true, values: { ...stored, firstName: 'Anaya' } });
  });

  it('accepts a family abroad: a UK phone, a UAE WhatsApp number and a UK postcode, stored normalised', () => {
    const abroad = { phoneNumber: '+44 7700 900123', whatsappNumber: '+971 50 123 4567', country: 'GB', pinCode: 'sw1a 1aa', city: 'London' };
    const result = admissionWith({ ...abroad, state: 'England' });
    expect(result.ok && result.values).toMatchObject({ phoneNumber: '+447700900123', whatsappNumber: '+971501234567', country: 'GB', pinCode: 'SW1A 1AA' });
  });

  it('reads an address without a country (API clients from before the field) as India', () => {
    const { country: _country, ...withoutCountry } = admission;
    const result = validateForm(admissionSchema(options), withoutCountry);
    expect(result.ok && result.values.country).toBe('IN');
  });

  it('names each wrong contact or address answer with its own message', () => {
    const result = admissionWith({ phoneNumber: '+44 7700', whatsappNumber: '020 2695 1994', country: 'XX', pinCode: '4' });
    expect(result.ok ? {} : result.fields).toEqual({
      phoneNumber: PHONE_MESSAGE,
      whatsappNumber: MOBILE_MESSAGE,
      country: 'Please choose the country from the list.',
      pinCode: expect.stringMatching(/postal code/),
    });
    const uk = admissionWith({ country: 'GB' });
    expect(uk.ok ? {} : uk.fields).toEqual({ pinCode: 'This does not look like a postal code of the chosen country; it is written like SW1A 1AA.' });
  });

  it('lists India first and every other country by its English name; the office reads numbers and countries grouped', () => {
    const countries = countryOptions();
    expect(countries[0]).toEqual({ value: 'IN', label: 'India' });
    expect(countries).toContainEqual({ value: 'GB', label: 'United Kingdom' });
    expect(countries).toContainEqual({ value: 'AE', label: 'United Arab Emirates' });
    expect(countries.length).toBeGreaterThan(200);
    expect(displayValue('phoneNumber', '+447700900123')).toBe('+44 7700 900123');
    expect(displayValue('whatsappNumber', '+919822019940')).toBe('098220 19940');
    expect(displayValue('country', 'GB')).toBe('United Kingdom (GB)');
    expect(displayValue('city', 'London')).toBe('London');
  });

  it('names every missing admission field with a readable message', () => {
    const result = validateForm(admissionSchema(options), {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields).sort()).toEqual(
      Object.keys(admission)
        .filter((key) => key !== 'country')
        .sort(),
    );
    expect(result.fields.firstName).toBe('This field is required.');
    expect(result.fields.academicYear).toBe('Please choose an academic year.');
    expect(result.fields.gender).toBe('Please choose Male or Female.');
  });

  it.each([
    ['412345678901', '412345678901'],
    ['4123 4567 8901', '412345678901'],
    ['sbin-526123456789', 'SBIN526123456789'],
    ['N123456789012345', 'N123456789012345'],
    ['HDFCR52026112712345678', 'HDFCR52026112712345678'],
    ['UTR202', 'UTR202'],
  ])('accepts the UPI UTR or bank reference %s as the transaction number, stored as %s', (transactionNumber, stored) => {
    const result = validateForm(admissionSchema(options), { ...admission, transactionNumber });
    expect(result.ok && result.values.transactionNumber).toBe(stored);
  });

  it.each(['anything at all', 'NODIGITS', '12345', 'A'.repeat(29) + '12', 'UTR:412345678901', ''])(
    'refuses %p as a transaction number with a message naming the field, the same in the browser and on the server',
    (transactionNumber) => {
      const result = validateForm(admissionSchema(options), { ...admission, transactionNumber });
      expect(result.ok ? {} : result.fields).toEqual({ transactionNumber: transactionNumber ? TRANSACTION_NUMBER_MESSAGE : 'This field is required.' });
      expect(TRANSACTION_NUMBER_MESSAGE).toMatch(/^The transaction number /);
    },
  );

  it('accepts only the academic years and classes of the site file', () => {
    const result = validateForm(admissionSchema(options), { ...admission, academicYear: '2030-2031', studentClass: 'Class 12' });
    expect(result.ok ? [] : Object.keys(result.fields)).toEqual(['academicYear', 'studentClass']);
  });

  it('requires all four contact fields and all career fields', () => {
    const contact = validateForm(contactSchema, { firstName: 'A', lastName: '', email: 'a@b.in', phone: '9822019940' });
    expect(contact.ok ? {} : contact.fields).toEqual({ lastName: 'This field is required.' });
    const career = validateForm(careerSchema, { name: 'A', email: 'nope', phone: '9822019940', message: '' });
    expect(career.ok ? [] : Object.keys(career.fields).sort()).toEqual(['email', 'message']);
  });

  it('needs a message and one way to reply in the footer enquiry', () => {
    const empty = validateForm(enquirySchema, {});
    expect(empty.ok ? {} : empty.fields).toEqual({
      message: 'Please write your message.',
      email: 'Please give an e-mail address or a phone number so we can reply.',
    });
    expect(validateForm(enquirySchema, { message: 'Bus routes?', phone: '9822019940' }).ok).toBe(true);
  });
});

describe('status look-up', () => {
  it.each([
    ['ADM-20261121-7KQ2XD', 'ADM-20261121-7KQ2XD'],
    ['adm-20261121-7kq2xd', 'ADM-20261121-7KQ2XD'],
    [' ADM 20261121 7KQ2XD ', 'ADM-20261121-7KQ2XD'],
    ['ADM202611217KQ2XD', 'ADM-20261121-7KQ2XD'],
  ])('reads the reference %s as %s', (typed, printed) => {
    expect(normaliseReference(typed)).toBe(printed);
  });

  it('needs a reference and an e-mail address or phone number', () => {
    expect(validateForm(statusLookupSchema, { reference: 'ADM-20261121-7KQ2XD', contact: 'ritu@example.com' }).ok).toBe(true);
    expect(validateForm(statusLookupSchema, { reference: 'ADM-20261121-7KQ2XD', contact: '+91 98220 19940' }).ok).toBe(true);
    expect(validateForm(statusLookupSchema, { reference: 'ADM-20261121-7KQ2XD', contact: '+44 7700 900123' }).ok).toBe(true);
    expect(validateForm(statusLookupSchema, { reference: 'ADM-2026', contact: 'Ritu' })).toEqual({
      ok: false,
      fields: { reference: en.messages.badReference, contact: en.messages.badContact },
    });
  });
});
