/** @jest-environment node */
import { admissionSchema } from '@/lib/forms/admission';
import { careerSchema } from '@/lib/forms/career';
import { contactSchema } from '@/lib/forms/contact';
import { enquirySchema } from '@/lib/forms/enquiry';
import { statusLookupSchema } from '@/lib/forms/status-lookup';
import { lookupMessages, normaliseReference } from '@/lib/forms/status-lookup-fields';
import { htmlPatterns, INDIAN_MOBILE, INDIAN_PHONE, PIN_CODE } from '@/lib/forms/formats';
import { validateForm } from '@/lib/forms/validate';
import { formatBytes } from '@/lib/forms/uploads';

describe('format rules', () => {
  // The browser compiles pattern attributes with the v flag; the same text must work there.
  const browserPattern = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

  it.each(['9822019940', '98220 19940', '98220-19940', '+91 98220 19940', '+919822019940', '09822019940', '91 9822019940'])(
    'accepts the mobile number %s',
    (value) => {
      expect(INDIAN_MOBILE.test(value)).toBe(true);
      expect(browserPattern(htmlPatterns.mobile).test(value)).toBe(true);
      expect(browserPattern(htmlPatterns.phone).test(value)).toBe(true);
    },
  );

  it.each(['020 2695 1994', '+91 20 2695 1994', '020-26951994'])('accepts the landline %s as a phone but not as a WhatsApp number', (value) => {
    expect(INDIAN_PHONE.test(value)).toBe(true);
    expect(browserPattern(htmlPatterns.phone).test(value)).toBe(true);
    expect(INDIAN_MOBILE.test(value)).toBe(false);
  });

  it.each(['12345', '982201994', '98220199401', '0022019940', '+1 98220 19940', 'ninety-eight'])('refuses the number %s', (value) => {
    expect(INDIAN_PHONE.test(value)).toBe(false);
    expect(browserPattern(htmlPatterns.phone).test(value)).toBe(false);
  });

  it('accepts 6-digit PIN codes that do not start with 0', () => {
    expect(PIN_CODE.test('411060')).toBe(true);
    expect(PIN_CODE.test('011060')).toBe(false);
    expect(PIN_CODE.test('41106')).toBe(false);
    expect(PIN_CODE.test('4110600')).toBe(false);
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
    academicYear: '2026-2027', studentClass: 'Nursery', firstName: 'Anaya', lastName: 'Shah', fatherName: 'Kunal Shah',
    gender: 'Female', motherName: 'Ritu Shah', whatsappNumber: '9822019940', email: 'ritu@example.com', phoneNumber: '020 2695 1994',
    address: 'Flat 5', street: 'MG Road', area: 'Camp', city: 'Pune', state: 'Maharashtra', pinCode: '411001', transactionNumber: 'UTR9', consent: 'yes',
  };

  it('accepts a complete admission, trims values and drops unknown fields', () => {
    const result = validateForm(admissionSchema(options), { ...admission, firstName: '  Anaya ', extra: 'x' });
    expect(result).toEqual({ ok: true, values: { ...admission, firstName: 'Anaya' } });
  });

  it('names every missing admission field with a readable message', () => {
    const result = validateForm(admissionSchema(options), {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields).sort()).toEqual(Object.keys(admission).sort());
    expect(result.fields.firstName).toBe('This field is required.');
    expect(result.fields.academicYear).toBe('Please choose an academic year.');
    expect(result.fields.gender).toBe('Please choose Male or Female.');
  });

  it.each(['412345678901', '4123 4567 8901', 'SBIN526123456789', 'N123456789012345'])(
    'accepts the UPI UTR or bank reference %s as the transaction number',
    (transactionNumber) => {
      expect(validateForm(admissionSchema(options), { ...admission, transactionNumber }).ok).toBe(true);
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
    expect(validateForm(statusLookupSchema, { reference: 'ADM-2026', contact: 'Ritu' })).toEqual({
      ok: false,
      fields: { reference: lookupMessages.badReference, contact: lookupMessages.badContact },
    });
  });
});
