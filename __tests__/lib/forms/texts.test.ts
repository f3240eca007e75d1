/** @jest-environment node */
import { admissionSchema } from '@/lib/forms/admission';
import { careerSchema } from '@/lib/forms/career';
import { contactSchema } from '@/lib/forms/contact';
import { countryName, countryOptions } from '@/lib/forms/countries';
import { dataRequestSchema } from '@/lib/forms/data-request';
import { enquirySchema } from '@/lib/forms/enquiry';
import { statusLookupSchema } from '@/lib/forms/status-lookup';
import { en, FORM_LANGUAGES, formTexts, isFormLanguage, mr, renderMessage, type FormTexts } from '@/lib/forms/texts';
import { validateForm } from '@/lib/forms/validate';
import type { z } from 'zod/mini';

const options = { academicYears: ['2027-2028'], classOptions: ['Nursery', 'Class 3'] };
const DEVANAGARI = /[\u0900-\u097F]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every group of words (messages, labels, hints, ui) with its texts, for one language. */
const groups = (texts: FormTexts) =>
  ({ messages: texts.messages, labels: texts.labels, hints: texts.hints, ui: texts.ui }) as Record<string, Record<string, string>>;

describe('the forms’ words in each language', () => {
  it('has every English key in Marathi, written in Devanagari, with the same placeholders', () => {
    const english = groups(en);
    const marathi = groups(mr);
    for (const [group, texts] of Object.entries(english)) {
      expect(Object.keys(marathi[group]).sort()).toEqual(Object.keys(texts).sort());
      for (const [key, text] of Object.entries(texts)) {
        const translated = marathi[group][key];
        expect({ key: `${group}.${key}`, empty: translated.trim() === '' }).toEqual({ key: `${group}.${key}`, empty: false });
        // Punctuation-only texts (the consent sentence's full stop) need no letters.
        if (/[A-Za-z]/.test(text)) expect({ key: `${group}.${key}`, marathi: DEVANAGARI.test(translated) }).toEqual({ key: `${group}.${key}`, marathi: true });
        expect({ key: `${group}.${key}`, placeholders: placeholders(translated) }).toEqual({ key: `${group}.${key}`, placeholders: placeholders(text) });
      }
    }
  });

  it('keeps numbers, examples and references in Latin digits in Marathi', () => {
    const devanagariDigit = /[\u0966-\u096F]/;
    for (const texts of Object.values(groups(mr))) for (const text of Object.values(texts)) expect(text).not.toMatch(devanagariDigit);
    // The examples a family copies are the English ones, digit for digit.
    for (const example of ['98220 19940', '411060', 'SW1A 1AA', '412345678901', 'ADM-20261121-7KQ2XD', 'name@example.com']) {
      const inEnglish =
        Object.values(en.messages).filter((text) => text.includes(example)).length + Object.values(en.hints).filter((text) => text.includes(example)).length;
      const inMarathi =
        Object.values(mr.messages).filter((text) => text.includes(example)).length + Object.values(mr.hints).filter((text) => text.includes(example)).length;
      expect({ example, inMarathi }).toEqual({ example, inMarathi: inEnglish });
    }
    expect(mr.locale).toBe('mr-IN-u-nu-latn');
    expect(new Date('2026-11-27T05:00:00Z').toLocaleDateString(mr.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      '27 नोव्हेंबर, 2026',
    );
  });

  it('lists the languages once, and knows them', () => {
    expect(Object.keys(formTexts)).toEqual([...FORM_LANGUAGES]);
    for (const language of FORM_LANGUAGES) expect(formTexts[language].lang).toBe(language);
    expect(isFormLanguage('mr')).toBe(true);
    expect(isFormLanguage('fr')).toBe(false);
    expect(isFormLanguage(undefined)).toBe(false);
  });

  it('lists the countries by their English names for either form, India first, and names a stored one in Marathi', () => {
    const countries = countryOptions();
    expect(countries[0]).toEqual({ value: 'IN', label: 'India' });
    expect(countries.find((country) => country.value === 'GB')?.label).toBe('United Kingdom');
    expect(countryName('GB', 'mr')).toBe('युनायटेड किंगडम');
    expect(countryName('IN', 'mr')).toBe('भारत');
  });
});

describe('the schemas give message keys', () => {
  /** Every message a schema gives for these answers, as zod carries it (before it is written in a language). */
  function rawMessages(schema: z.ZodMiniType, answers: Record<string, string>[]): string[] {
    const keys = Object.keys((schema as unknown as { def: { shape?: Record<string, unknown> } }).def.shape ?? {});
    return answers.flatMap((answer) => {
      const input = Object.fromEntries(keys.map((key) => [key, answer[key] ?? '']));
      const result = schema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    });
  }

  const wrong = {
    email: 'nope',
    phone: '12345',
    phoneNumber: '12345',
    whatsappNumber: '020 2695 1994',
    pinCode: '41#06',
    country: 'ZZ',
    transactionNumber: 'ABCDEF',
  };
  const tooLong = Object.fromEntries(
    ['firstName', 'name', 'email', 'message', 'details', 'references', 'reference', 'contact'].map((key) => [key, 'x'.repeat(6000)]),
  );
  const cases: [string, z.ZodMiniType, Record<string, string>[]][] = [
    ['admission', admissionSchema(options), [{}, wrong, tooLong, { country: 'GB', pinCode: '411060' }, { country: 'GB' }, { pinCode: 'x'.repeat(13) }]],
    ['contact', contactSchema, [{}, wrong, tooLong]],
    ['career', careerSchema, [{}, wrong, tooLong]],
    ['enquiry', enquirySchema, [{}, { ...wrong, message: 'Bus?' }, tooLong]],
    ['data request', dataRequestSchema, [{}, { ...wrong, references: 'nothing' }, tooLong]],
    ['status look-up', statusLookupSchema, [{}, { reference: 'ADM', contact: 'Ritu' }]],
  ];

  it.each(cases)('the %s form: every message is a key both languages write', (_name, schema, answers) => {
    const messages = rawMessages(schema, answers);
    expect(messages.length).toBeGreaterThan(3);
    for (const message of messages) {
      const key = message.split(':')[0];
      expect({ message, known: Object.hasOwn(en.messages, key) }).toEqual({ message, known: true });
      expect(renderMessage(message, mr)).not.toBe(renderMessage(message, en));
      expect(renderMessage(message, mr)).toMatch(DEVANAGARI);
    }
  });

  it('writes a wrong answer in the language asked for, English by default', () => {
    const answers = { phoneNumber: '12345', firstName: '', pinCode: '411060', country: 'GB' };
    const english = validateForm(admissionSchema(options), answers, en);
    const marathi = validateForm(admissionSchema(options), answers, mr);
    expect(english.ok ? {} : english.fields).toMatchObject({
      phoneNumber: en.messages.phone,
      firstName: 'This field is required.',
      pinCode: 'This does not look like a postal code of the chosen country; it is written like SW1A 1AA.',
    });
    expect(marathi.ok ? {} : marathi.fields).toMatchObject({
      phoneNumber: mr.messages.phone,
      firstName: 'हे भरणे आवश्यक आहे.',
      pinCode: 'हा निवडलेल्या देशाचा पोस्टल कोड वाटत नाही; तो SW1A 1AA असा लिहितात.',
    });
    expect(validateForm(contactSchema, { firstName: 'x'.repeat(201) }, mr)).toMatchObject({
      ok: false,
      fields: { firstName: 'कृपया हे 200 अक्षरांपेक्षा कमी ठेवा.' },
    });
  });

  it('gives back a text that is not a key as it is', () => {
    expect(renderMessage('Invalid input', mr)).toBe('Invalid input');
    expect(renderMessage('toString', mr)).toBe('toString');
  });
});
