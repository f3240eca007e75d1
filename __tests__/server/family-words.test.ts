/** @jest-environment node */
import { getMarathiStatusMessages, getStatusMessages } from '@/lib/content/status-messages';
import { getSite } from '@/lib/content/site';
import { ADMISSION_STATUSES } from '@/lib/forms/statuses';
import { FAMILY_WORDS } from '@/server/core/family-words';
import { renderApplicationPage } from '@/server/features/admissions/application-page';
import { describeSlot } from '@/server/features/admissions/visits';
import { intakeForms } from '@/server/features/intake/forms';
import { composeStatusMail } from '@/server/features/intake/status-mail';
import { composeMail } from '@/server/features/intake/submission-mails';
import type { Submission } from '@/server/features/intake/submissions-repository';
import type { OutboxMessage } from '@/server/core/outbox-repository';

/** Issue 35: what the school writes to a family, in the language of the form it sent. */
const site = getSite();
const admissionForm = intakeForms({ academicYears: site.academicYears, classOptions: site.classOptions }).find((form) => form.type === 'admission')!;
const DEVANAGARI_DIGIT = /[०-९]/;
const LATIN_LETTERS_ONLY = /^[\x20-\x7e\n]*$/;

function admission(language: 'en' | 'mr'): Submission {
  return {
    id: 7,
    reference: 'ADM-20261127-7KQ2XD',
    type: 'admission',
    createdAt: '2026-11-27T06:30:00.000Z',
    data: { firstName: 'Asha', lastName: 'Patil', email: 'asha.patil@example.com', studentClass: 'Class 1', academicYear: '2027-2028' },
    consentAt: '2026-11-27T06:30:00.000Z',
    ip: null,
    requestId: null,
    file: null,
    language,
    status: 'received',
    statusChangedAt: '2026-11-27T06:30:00.000Z',
    fileId: null,
  };
}

const acknowledgement: OutboxMessage = {
  id: 1,
  submissionId: 7,
  kind: 'acknowledgement' as OutboxMessage['kind'],
  recipient: 'asha.patil@example.com',
  messageId: '<adm-20261127-7kq2xd.ack@school.example>',
  attempts: 0,
  subject: null,
  body: null,
  attachment: null,
};

const settings = (language: 'en' | 'mr') => ({
  dataDir: '/nowhere',
  mailFrom: 'office@school.example',
  mailTo: 'office@school.example',
  siteUrl: 'https://school.example',
  schoolName: site.name,
  acknowledgementLines: () => [FAMILY_WORDS[language].pageLink.follow, 'https://school.example/application/x'],
});

describe('the acknowledgement', () => {
  it('is written in English for a form sent from an English page, as before', () => {
    const mail = composeMail(acknowledgement, admission('en'), admissionForm, settings('en'));
    expect(mail.subject).toBe('We have received your online admission form (reference ADM-20261127-7KQ2XD)');
    expect(mail.text).toContain('Dear Asha Patil,');
    expect(mail.text).toContain(`Thank you for contacting ${site.name}. We have received your online admission form.`);
    expect(mail.text).toContain('Follow your application on its own page');
  });

  it('is written in Marathi for a form sent from a Marathi page, with Latin digits', () => {
    const mail = composeMail(acknowledgement, admission('mr'), admissionForm, settings('mr'));
    expect(mail.subject).toBe('तुमचा प्रवेश अर्ज मिळाला (संदर्भ क्रमांक ADM-20261127-7KQ2XD)');
    expect(mail.text).toContain('प्रिय Asha Patil,');
    expect(mail.text).toContain('तुमचा प्रवेश अर्ज आम्हाला मिळाला आहे.');
    expect(mail.text).toContain('तुमचा संदर्भ क्रमांक ADM-20261127-7KQ2XD आहे.');
    expect(mail.text).toContain(FAMILY_WORDS.mr.pageLink.follow);
    expect(mail.text).not.toMatch(/Thank you|Dear /);
    expect(`${mail.subject}${mail.text}`).not.toMatch(DEVANAGARI_DIGIT);
  });
});

describe('the status mail', () => {
  const mail = (language: 'en' | 'mr', status: string, note: string | null) =>
    composeStatusMail({ submission: admission(language), form: admissionForm, status, note, site, messages: getStatusMessages() });

  it('says the status in the family’s language, with the office’s note', () => {
    const english = mail('en', 'documents_needed', 'Please bring the birth certificate.');
    expect(english.subject).toBe('Documents needed: your online admission form ADM-20261127-7KQ2XD');
    expect(english.body).toContain('Note from the school office: Please bring the birth certificate.');

    const marathi = mail('mr', 'documents_needed', 'Please bring the birth certificate.');
    const words = getMarathiStatusMessages();
    expect(marathi.subject).toBe(`${words.labels.admission.documents_needed}: तुमचा प्रवेश अर्ज ADM-20261127-7KQ2XD`);
    expect(marathi.body).toContain('प्रिय पालक,');
    expect(marathi.body).toContain(words.admission.documents_needed);
    expect(marathi.body).toContain('शाळेच्या कार्यालयाची टीप: Please bring the birth certificate.');
    expect(marathi.body).toContain(site.contact.phone);
    expect(marathi.body).not.toMatch(/Dear|status of your/);
    expect(marathi.body).not.toMatch(DEVANAGARI_DIGIT);
  });

  it('has a Marathi name and meaning for every admission status, none of them English', () => {
    const words = getMarathiStatusMessages();
    for (const status of Object.keys(ADMISSION_STATUSES) as (keyof typeof ADMISSION_STATUSES)[]) {
      for (const text of [words.labels.admission[status], words.admission[status], words.application.next[status]]) {
        expect(text).not.toMatch(LATIN_LETTERS_ONLY);
        expect(text).not.toMatch(DEVANAGARI_DIGIT);
      }
    }
  });
});

describe('the family’s words', () => {
  it('has every English text in Marathi, with the same placeholders filled', () => {
    const values = new Proxy({} as Record<string, string>, { get: (_target, name) => `{${String(name)}}` });
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const walk = (english: unknown, marathi: unknown, at: string) => {
      if (typeof english === 'function') {
        expect(typeof marathi).toBe('function');
        const [en, mr] = [(english as (v: object) => string)(values), (marathi as (v: object) => string)(values)];
        expect([at, placeholders(mr)]).toEqual([at, placeholders(en)]);
        expect([at, mr]).not.toEqual([at, en]);
      } else if (english && typeof english === 'object') {
        for (const key of Object.keys(english)) walk((english as Record<string, unknown>)[key], (marathi as Record<string, unknown>)[key], `${at}.${key}`);
      } else if (typeof english === 'string' && english !== '' && !['locale', 'htmlLang'].some((key) => at.endsWith(key))) {
        expect([at, typeof marathi]).toEqual([at, 'string']);
        expect([at, marathi]).not.toEqual([at, english]);
      }
    };
    walk(FAMILY_WORDS.en, FAMILY_WORDS.mr, 'words');
    expect(JSON.stringify(FAMILY_WORDS.mr)).not.toMatch(DEVANAGARI_DIGIT);
  });

  it('writes a visit’s day the Marathi way, in Latin digits', () => {
    const slot = { day: '2026-12-05', starts: '10:00', ends: '10:30', place: 'School office' };
    expect(describeSlot(slot)).toBe('Saturday, 5 December 2026, 10:00 to 10:30, School office');
    expect(describeSlot(slot, FAMILY_WORDS.mr)).toBe('शनिवार, 5 डिसेंबर, 2026, 10:00 ते 10:30, School office');
  });
});

describe('the family’s application page', () => {
  const render = (language: 'en' | 'mr') =>
    renderApplicationPage({
      submission: admission(language),
      childName: 'Asha Patil',
      messages: language === 'mr' ? getMarathiStatusMessages() : getStatusMessages(),
      officeMessages: [],
      schoolName: site.name,
      schoolPhone: site.contact.phone,
      expiresAt: new Date('2027-01-26T06:30:00.000Z'),
      token: 'token',
      documents: [],
      studentClass: 'Class 1',
    });

  it('is in the family’s language, dates the Marathi way with Latin digits', () => {
    const english = render('en');
    expect(english).toContain('<html lang="en-IN">');
    expect(english).toContain('<h1>Application of Asha Patil</h1>');
    expect(english).toContain('sent on 27 November 2026');

    const marathi = render('mr');
    expect(marathi).toContain('<html lang="mr">');
    expect(marathi).toContain('<h1>अर्ज: Asha Patil</h1>');
    expect(marathi).toContain('पाठवल्याची तारीख 27 नोव्हेंबर, 2026');
    expect(marathi).toContain(`स्थिती: <strong>${getMarathiStatusMessages().labels.admission.received}</strong>`);
    expect(marathi).toContain(getMarathiStatusMessages().application.stages.submitted);
    expect(marathi).toContain('26 जानेवारी, 2027 पर्यंत');
    expect(marathi).not.toMatch(/What to do next|Where your application stands|About this page/);
    expect(marathi).not.toMatch(DEVANAGARI_DIGIT);
  });
});
