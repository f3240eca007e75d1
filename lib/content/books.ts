import path from 'node:path';
import { z } from 'zod';
import type { PdfDocumentContent } from './downloads';
import { defaultContentRoot, readYaml } from './reader';
import { formatDate } from '../dates';
import { isoDate } from './schedules';

// Plain text here: the page must not load the PDF font; check:content checks that the PDF can print it (printableStrings).
const pdfText = z.string().min(1);

const bookSchema = z.object({ subject: pdfText, title: pdfText, publisher: pdfText });

export const booksSchema = z
  .object({
    academicYear: z.string().regex(/^[0-9]{4}-[0-9]{4}$/, 'Expected a year range such as 2026-2027'),
    declaration: z.object({
      text: pdfText.refine((text) => text.length >= 40, 'Expected the whole declaration'),
      signedOn: isoDate,
      /** CBSE asks for the Manager's and the Principal's signatures. */
      signatories: z.array(z.object({ name: pdfText, role: pdfText })).min(2, 'Expected the Manager and the Principal'),
    }),
    classes: z.array(z.object({ name: pdfText, books: z.array(bookSchema).min(1) })).min(1),
  })
  .superRefine((books, context) => {
    const names = books.classes.map((entry) => entry.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) context.addIssue({ code: 'custom', path: ['classes', index, 'name'], message: `${name} is listed twice` });
    });
  });

export type PrescribedBooks = z.output<typeof booksSchema>;

/** The books prescribed per class and the signed declaration, from `content/books.yml`. */
export function getPrescribedBooks(root: string = defaultContentRoot()): PrescribedBooks {
  return readYaml(booksFile(root), booksSchema);
}

export function booksFile(root: string = defaultContentRoot()): string {
  return path.join(root, 'books.yml');
}

/** The declaration PDF's text: the same list as /books, then the declaration, its date and who signed it. */
export function booksDeclarationDocument(books: PrescribedBooks): PdfDocumentContent {
  return {
    title: 'List of Prescribed Books and Declaration',
    subtitle: `Academic year ${books.academicYear}`,
    blocks: [
      ...books.classes.flatMap((entry) => [
        { heading: entry.name },
        { table: { columns: ['Subject', 'Book', 'Publisher'], widths: [2, 5, 2], rows: entry.books.map((book) => [book.subject, book.title, book.publisher]) } },
      ]),
      { heading: 'Declaration' },
      { paragraph: books.declaration.text },
      { paragraph: `Signed on ${formatDate(books.declaration.signedOn)} by:` },
      { list: books.declaration.signatories.map((person) => `${person.name}, ${person.role}`) },
    ],
  };
}
