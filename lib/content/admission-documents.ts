import path from 'node:path';
import { z } from 'zod';
import { cachedPerRoot, CONTENT_LANGUAGES, readTranslatedYaml, type ContentLanguage } from './reader';

const documentSchema = z.object({
  /** Stored with each upload: never change it once families have uploaded (lower case, digits and dashes). */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'Use lower-case letters, digits and dashes, e.g. birth-certificate'),
  title: z.string().min(3).max(120),
  help: z.string().min(3).max(400),
  /** The classes that need it (as in site.yml's classOptions); every class when left out. */
  classes: z.array(z.string().min(1)).min(1).optional(),
  /** Aadhaar: asked for only while collectAadhaar is true (DPDP Act 2023: no more than needed). */
  aadhaar: z.boolean().default(false),
});

export const admissionDocumentsSchema = z
  .object({
    collectAadhaar: z.boolean().default(false),
    /** Days an application may wait for the office before the inbox flags it. */
    officeReplyDays: z.number().int().min(1).max(60).default(2),
    documents: z.array(documentSchema).min(1),
  })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.documents.forEach((document, index) => {
      if (seen.has(document.id)) context.addIssue({ code: 'custom', path: ['documents', index, 'id'], message: `"${document.id}" is used twice` });
      seen.add(document.id);
    });
  });

/** The file, under content/: English under `en:`, Marathi under `mr:` (only each document's title and help). */
export const ADMISSION_DOCUMENTS_FILE = 'admission-documents.yml';
/** What the Marathi takes from the English as it is: the school's settings (and each document's id, classes and aadhaar: readChecklist). */
export const ADMISSION_DOCUMENTS_SAME = ['collectAadhaar', 'officeReplyDays'];

type DocumentEntry = z.output<typeof documentSchema>;

/** One document of the checklist, its title and help in `language`: the family's, or English where it has no translation. */
export type AdmissionDocument = DocumentEntry & { language: ContentLanguage };

export type AdmissionDocuments = Omit<z.output<typeof admissionDocumentsSchema>, 'documents'> & { documents: AdmissionDocument[] };

/**
 * The checklist in one language: the English file's documents, settings, classes and Aadhaar flags, with the title and
 * help of the Marathi document of the same id where there is one (a document not yet translated stays English).
 */
function readChecklist(root: string, language: ContentLanguage): AdmissionDocuments {
  const file = path.join(root, ADMISSION_DOCUMENTS_FILE);
  const english = readTranslatedYaml(file, admissionDocumentsSchema, 'en', ADMISSION_DOCUMENTS_SAME);
  const translated = language === 'en' ? undefined : readTranslatedYaml(file, admissionDocumentsSchema, language, ADMISSION_DOCUMENTS_SAME);
  const words = new Map(translated?.documents.map((document) => [document.id, document]));
  return {
    ...english,
    documents: english.documents.map((document): AdmissionDocument => {
      const translation = words.get(document.id);
      return translation ? { ...document, title: translation.title, help: translation.help, language } : { ...document, language: 'en' };
    }),
  };
}

const checklists = Object.fromEntries(
  CONTENT_LANGUAGES.map((language) => [language, cachedPerRoot((root) => readChecklist(root, language))]),
) as Record<ContentLanguage, (root?: string) => AdmissionDocuments>;

/** The documents checklist of content/admission-documents.yml, its words in `language` where translated. */
export function getAdmissionDocuments(root?: string, language: ContentLanguage = 'en'): AdmissionDocuments {
  return checklists[language](root);
}

/** What one class is asked for, in the file's order; Aadhaar only while the school collects it. */
export function documentsForClass<D extends DocumentEntry>(checklist: { collectAadhaar: boolean; documents: D[] }, studentClass: string): D[] {
  return checklist.documents.filter((document) => (!document.aadhaar || checklist.collectAadhaar) && (!document.classes || document.classes.includes(studentClass)));
}

/** Every class a document names must be one of site.yml's classes, or no family would ever be asked for it. */
export function checkDocumentClasses<C extends { documents: DocumentEntry[] }>(checklist: C, classOptions: readonly string[]): C {
  for (const document of checklist.documents) {
    const unknown = (document.classes ?? []).filter((name) => !classOptions.includes(name));
    if (unknown.length > 0) {
      throw new Error(`content/admission-documents.yml: documents.${document.id}.classes: ${unknown.join(', ')} not in site.yml classOptions (${classOptions.join(', ')})`);
    }
  }
  return checklist;
}
