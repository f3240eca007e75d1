import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError, defaultContentRoot, readYaml } from './reader';
import { isoDate } from './schedules';

/** Scanned copies of the section B documents live here and are published under the same name. */
export const DISCLOSURE_DOCUMENTS_DIR = 'disclosure-documents';
export const DISCLOSURE_DOCUMENTS_PATH = `/${DISCLOSURE_DOCUMENTS_DIR}`;

/**
 * Section B of Appendix IX, in CBSE's order and wording. The content file gives the documents of each item;
 * every item must be there (a missing one is an error), so the page always shows the complete format.
 */
export const APPENDIX_IX_DOCUMENTS = [
  ['affiliation', 'Copies of affiliation/upgradation letter and recent extension of affiliation, if any'],
  ['registration', 'Copies of societies/trust/company registration/renewal certificate, as applicable'],
  ['noc', 'Copy of no objection certificate (NOC) issued, if applicable, by the State Govt./UT'],
  ['rte', 'Copies of recognition certificate under RTE Act, 2009, and its renewal if applicable'],
  ['buildingSafety', 'Copy of valid building safety certificate as per the National Building Code'],
  ['fireSafety', 'Copy of valid fire safety certificate issued by the competent authority'],
  [
    'deoCertificate',
    'Copy of the DEO certificate submitted by the school for affiliation/upgradation/extension of affiliation or self certification by school',
  ],
  ['waterHealthSanitation', 'Copies of valid water, health and sanitation certificates'],
] as const;

export type DocumentItem = (typeof APPENDIX_IX_DOCUMENTS)[number][0];

/** What a scanned copy may be, recognised from its first bytes (not its name). */
const DOCUMENT_TYPES = [
  { extension: '.pdf', type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { extension: '.jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { extension: '.jpeg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { extension: '.png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
] as const;

/** A scan larger than this is too heavy for a parent's phone; compress it before uploading. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

function documentFileProblem(root: string, file: string): string | undefined {
  const kind = DOCUMENT_TYPES.find((candidate) => file.toLowerCase().endsWith(candidate.extension));
  // Any other name is already refused by the file-name pattern.
  if (!kind) return undefined;
  const absolute = path.join(root, DISCLOSURE_DOCUMENTS_DIR, file);
  if (!fs.existsSync(absolute)) return `No such file in content/${DISCLOSURE_DOCUMENTS_DIR}/`;
  const size = fs.statSync(absolute).size;
  if (size > MAX_DOCUMENT_BYTES) return `The file is ${(size / 1024 / 1024).toFixed(1)} MB; keep scans under 5 MB`;
  const head = Buffer.alloc(8);
  const handle = fs.openSync(absolute, 'r');
  try {
    fs.readSync(handle, head, 0, head.length, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (!kind.magic.every((byte, index) => head[index] === byte)) return `The file is not a real ${kind.extension.slice(1).toUpperCase()} (its content does not match its name)`;
  return undefined;
}

/** The content type a scanned copy is served with. */
export function documentContentType(file: string): string {
  return DOCUMENT_TYPES.find((candidate) => file.toLowerCase().endsWith(candidate.extension))?.type ?? 'application/octet-stream';
}

export function disclosureSchema(root: string) {
  const documentSchema = z.object({
    title: z.string().min(3),
    file: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*\.(pdf|jpe?g|png)$/, 'Expected a file name such as fire-safety-certificate.pdf (lower case, digits and hyphens)')
      .superRefine((file, context) => {
        const problem = documentFileProblem(root, file);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /** The last day the certificate is valid; check:content warns 60 days before and fails after it. */
    validUntil: isoDate.optional(),
    /** The day someone checked the copy against the original. */
    verifiedOn: isoDate.optional(),
    /** The day the renewal was applied for: an expired certificate then only warns. */
    renewalAppliedOn: isoDate.optional(),
  });
  const documentList = z.array(documentSchema).min(1);
  const resultSchema = z
    .object({
      year: z.number().int().min(1990).max(2100),
      registered: z.number().int().positive(),
      passed: z.number().int().min(0),
      remarks: z.string().min(1).optional(),
    })
    .refine((row) => row.passed <= row.registered, { message: 'passed must not be more than registered', path: ['passed'] });
  const resultsSchema = z
    .array(resultSchema)
    .min(1)
    .max(3, 'CBSE asks for the last three years')
    .refine((rows) => rows.every((row, index) => index === 0 || row.year > rows[index - 1].year), { message: 'Expected the years in order, oldest first' });
  const area = z.number().positive();
  return z.object({
    updated: isoDate,
    general: z.object({
      schoolCode: z.string().regex(/^[0-9]{5}$/, 'Expected the 5-digit CBSE school code'),
      principal: z.object({ name: z.string().min(3), qualification: z.string().min(2) }),
    }),
    documents: z.strictObject(Object.fromEntries(APPENDIX_IX_DOCUMENTS.map(([key]) => [key, documentList])) as Record<DocumentItem, typeof documentList>),
    results: z.object({ classX: resultsSchema, classXII: resultsSchema }),
    staff: z.object({ sections: z.number().int().positive() }),
    infrastructure: z.object({
      campusArea: area,
      builtUpArea: area,
      classrooms: z.object({ count: z.number().int().positive(), size: area }),
      laboratories: z.array(z.object({ name: z.string().min(3), count: z.number().int().positive(), size: area })).min(1),
      internet: z.object({ available: z.boolean(), details: z.string().min(3).optional() }),
      girlsToilets: z.number().int().min(0),
      boysToilets: z.number().int().min(0),
      inspectionVideo: z.url().regex(/^https:\/\//, 'Expected an https:// address'),
    }),
  });
}

export type MandatoryDisclosure = z.output<ReturnType<typeof disclosureSchema>>;
export type DisclosureDocument = MandatoryDisclosure['documents'][DocumentItem][number];
export type ExamResult = MandatoryDisclosure['results']['classX'][number];

const FILE = 'mandatory-disclosure.yml';

/** The school's answers to CBSE's Appendix IX, from `content/mandatory-disclosure.yml`. */
export function getMandatoryDisclosure(root: string = defaultContentRoot()): MandatoryDisclosure {
  const disclosure = readYaml(path.join(root, FILE), disclosureSchema(root));
  const problems: string[] = [];
  if (disclosure.staff.sections > disclosure.infrastructure.classrooms.count) {
    problems.push(`staff.sections: ${disclosure.staff.sections} sections cannot fit in ${disclosure.infrastructure.classrooms.count} classrooms`);
  }
  if (problems.length > 0) throw new ContentError(path.relative(process.cwd(), path.join(root, FILE)), problems);
  return disclosure;
}

/** The site path of an uploaded document. */
export function documentHref(file: string): string {
  return `${DISCLOSURE_DOCUMENTS_PATH}/${file}`;
}

/** Every uploaded file, for the build step that publishes them. */
export function getDisclosureDocumentFiles(root: string = defaultContentRoot()): string[] {
  const { documents } = getMandatoryDisclosure(root);
  return APPENDIX_IX_DOCUMENTS.flatMap(([key]) => documents[key].flatMap((document) => (document.file ? [document.file] : [])));
}

/** One line per document not yet uploaded: `npm run check:content` prints them as warnings, not errors. */
export function disclosureWarnings(root: string = defaultContentRoot()): string[] {
  const { documents } = getMandatoryDisclosure(root);
  const shown = path.relative(process.cwd(), path.join(root, FILE));
  return APPENDIX_IX_DOCUMENTS.flatMap(([key]) =>
    documents[key].flatMap((document, index) =>
      document.file ? [] : [`${shown}: documents.${key}[${index}]: "${document.title}" is not yet uploaded (add its file)`],
    ),
  );
}
