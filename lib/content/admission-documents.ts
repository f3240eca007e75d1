import { z } from 'zod';
import { cachedYaml } from './reader';

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

export type AdmissionDocuments = z.output<typeof admissionDocumentsSchema>;
export type AdmissionDocument = AdmissionDocuments['documents'][number];

/** The documents checklist of content/admission-documents.yml. */
export const getAdmissionDocuments: (root?: string) => AdmissionDocuments = cachedYaml('admission-documents.yml', admissionDocumentsSchema);

/** What one class is asked for, in the file's order; Aadhaar only while the school collects it. */
export function documentsForClass(checklist: AdmissionDocuments, studentClass: string): AdmissionDocument[] {
  return checklist.documents.filter((document) => (!document.aadhaar || checklist.collectAadhaar) && (!document.classes || document.classes.includes(studentClass)));
}

/** Every class a document names must be one of site.yml's classes, or no family would ever be asked for it. */
export function checkDocumentClasses(checklist: AdmissionDocuments, classOptions: readonly string[]): AdmissionDocuments {
  for (const document of checklist.documents) {
    const unknown = (document.classes ?? []).filter((name) => !classOptions.includes(name));
    if (unknown.length > 0) {
      throw new Error(`content/admission-documents.yml: documents.${document.id}.classes: ${unknown.join(', ')} not in site.yml classOptions (${classOptions.join(', ')})`);
    }
  }
  return checklist;
}
