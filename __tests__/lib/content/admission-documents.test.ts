/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import {
  ADMISSION_DOCUMENTS_FILE,
  admissionDocumentsSchema,
  checkDocumentClasses,
  documentsForClass,
  getAdmissionDocuments,
} from '@/lib/content/admission-documents';
import { getSite } from '@/lib/content/site';

describe('admission documents checklist', () => {
  const checklist = admissionDocumentsSchema.parse({
    collectAadhaar: false,
    documents: [
      { id: 'birth-certificate', title: 'Birth certificate', help: 'From the municipality.' },
      { id: 'report-card', title: 'Report card', help: 'The last one.', classes: ['Class 2'] },
      { id: 'aadhaar', title: 'Aadhaar card', help: 'Only if asked.', aadhaar: true },
    ],
  });

  it('asks each class for its own documents, and for Aadhaar only while the school collects it', () => {
    expect(documentsForClass(checklist, 'Nursery').map((document) => document.id)).toEqual(['birth-certificate']);
    expect(documentsForClass(checklist, 'Class 2').map((document) => document.id)).toEqual(['birth-certificate', 'report-card']);
    expect(documentsForClass({ ...checklist, collectAadhaar: true }, 'Nursery').map((document) => document.id)).toEqual(['birth-certificate', 'aadhaar']);
  });

  it('refuses a repeated id and a class that site.yml does not offer, naming them', () => {
    const repeated = admissionDocumentsSchema.safeParse({ documents: [checklist.documents[0], checklist.documents[0]] });
    expect(repeated.success ? '' : repeated.error.issues[0].message).toBe('"birth-certificate" is used twice');
    expect(() => checkDocumentClasses(checklist, ['Nursery', 'Class 1'])).toThrow(/documents\.report-card\.classes: Class 2 not in site\.yml classOptions/);
  });

  it('the school file names only classes of site.yml and no Aadhaar by default', () => {
    const real = getAdmissionDocuments();
    expect(() => checkDocumentClasses(real, getSite().classOptions)).not.toThrow();
    expect(real.collectAadhaar).toBe(false);
    expect(documentsForClass(real, 'Nursery').some((document) => document.aadhaar)).toBe(false);
  });

  it('the school file has every title and help in Marathi, and the rest of each document as in English', () => {
    const english = getAdmissionDocuments();
    const marathi = getAdmissionDocuments(undefined, 'mr');
    expect(english.documents.every((document) => document.language === 'en')).toBe(true);
    expect(marathi.documents.map((document) => document.language)).toEqual(english.documents.map(() => 'mr'));
    for (const [index, document] of marathi.documents.entries()) {
      expect(document.title).toMatch(/^[\u0900-\u097F][\u0900-\u097F ,.()-]+$/);
      expect(document.help).toMatch(/[\u0900-\u097F]/);
      const { title: _title, help: _help, language: _language, ...rest } = english.documents[index];
      expect(document).toMatchObject(rest);
    }
    expect(marathi.documents.find((document) => document.id === 'leaving-certificate')?.title).toBe('शाळा सोडल्याचा दाखला');
    expect({ ...marathi, documents: [] }).toEqual({ ...english, documents: [] });
  });
});

describe('the Marathi of a checklist (mr: in the same file)', () => {
  const english = {
    collectAadhaar: true,
    officeReplyDays: 3,
    documents: [
      { id: 'birth-certificate', title: 'Birth certificate', help: 'From the municipality.' },
      { id: 'report-card', title: 'Report card', help: 'The last one.', classes: ['Class 2'] },
      { id: 'aadhaar', title: 'Aadhaar card', help: 'Only if asked.', aadhaar: true },
    ],
  };
  let root: string;
  const write = (data: unknown) => fs.writeFileSync(path.join(root, ADMISSION_DOCUMENTS_FILE), YAML.stringify(data));
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-documents-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('takes only the title and help of the Marathi document with the same id; the classes, Aadhaar and settings stay English', () => {
    write({
      en: english,
      mr: {
        // A Marathi copy's own settings, classes and Aadhaar flag are not the school's: they change nothing.
        collectAadhaar: false,
        officeReplyDays: 9,
        documents: [
          { id: 'report-card', title: 'प्रगतिपुस्तक', help: 'शेवटचे.', classes: ['Nursery'] },
          { id: 'aadhaar', title: 'आधार कार्ड', help: 'मागितले तरच.', aadhaar: false },
          { id: 'no-longer-asked', title: 'जुना दाखला', help: 'आता मागत नाही.' },
        ],
      },
    });
    const marathi = getAdmissionDocuments(root, 'mr');
    expect(marathi.collectAadhaar).toBe(true);
    expect(marathi.officeReplyDays).toBe(3);
    expect(marathi.documents).toEqual([
      { id: 'birth-certificate', title: 'Birth certificate', help: 'From the municipality.', aadhaar: false, language: 'en' },
      { id: 'report-card', title: 'प्रगतिपुस्तक', help: 'शेवटचे.', classes: ['Class 2'], aadhaar: false, language: 'mr' },
      { id: 'aadhaar', title: 'आधार कार्ड', help: 'मागितले तरच.', aadhaar: true, language: 'mr' },
    ]);
    expect(documentsForClass(marathi, 'Class 2').map((document) => document.id)).toEqual(['birth-certificate', 'report-card', 'aadhaar']);
    expect(getAdmissionDocuments(root).documents.map((document) => [document.title, document.language])).toEqual([
      ['Birth certificate', 'en'],
      ['Report card', 'en'],
      ['Aadhaar card', 'en'],
    ]);
  });

  it('falls back to the English, without an error, when there is no Marathi or only empty fields', () => {
    for (const mr of [undefined, { documents: [{ id: '', title: '', help: '' }], translated_from: '' }]) {
      const folder = fs.mkdtempSync(path.join(root, 'case-'));
      fs.writeFileSync(path.join(folder, ADMISSION_DOCUMENTS_FILE), YAML.stringify(mr ? { en: english, mr } : { en: english }));
      const marathi = getAdmissionDocuments(folder, 'mr');
      expect(marathi.documents.map((document) => [document.title, document.language])).toEqual(english.documents.map((document) => [document.title, 'en']));
    }
  });
});
