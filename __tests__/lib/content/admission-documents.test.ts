/** @jest-environment node */
import { admissionDocumentsSchema, checkDocumentClasses, documentsForClass, getAdmissionDocuments } from '@/lib/content/admission-documents';
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
});
