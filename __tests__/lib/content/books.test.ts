import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { booksFile, getPrescribedBooks } from '@/lib/content/books';
import { printableStrings } from '@/lib/content/downloads';
import { validate } from '@/lib/content/reader';

describe('content/books.yml', () => {
  it('loads for the page without the PDF font, and check:content names a field the PDF cannot print', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'books-'));
    try {
      const books = YAML.parse(fs.readFileSync(booksFile(), 'utf8'));
      books.classes[0].books[0].title = 'बालभारती';
      fs.writeFileSync(booksFile(root), YAML.stringify(books));
      // The page's loader takes it (Marathi is fine on a web page)...
      const loaded = getPrescribedBooks(root);
      expect(loaded.classes[0].books[0].title).toBe('बालभारती');
      // ...and the content check refuses it for the PDF, naming the file and the field.
      expect(() => validate(printableStrings, loaded, booksFile(root))).toThrow(/books\.yml[\s\S]*classes\[0\]\.books\[0\]\.title: The PDF font cannot show/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('the school’s list prints', () => {
    expect(() => validate(printableStrings, getPrescribedBooks(), booksFile())).not.toThrow();
  });
});
