/** @jest-environment node */
import path from 'node:path';
import { getDisclosures } from '@/lib/content/disclosures';
import { downloadSlug, getApplicationFormText, getDisclosureDocuments, isStructuredDownload } from '@/lib/content/downloads';
import { errorLines } from './content-errors';

const broken = path.join(__dirname, '..', '..', 'fixtures', 'content', 'broken-school-documents');
const brokenFile = (name: string) => `__tests__/fixtures/content/broken-school-documents/${name}`;

describe('PDF content', () => {
  it('has a content file for each disclosure PDF not made from structured content, and for the application form', () => {
    const documents = getDisclosureDocuments();
    expect(documents.map((document) => path.basename(document.source))).toEqual(['safeguarding-policy.yml', 'pta-members.yml', 'smc-list.yml', 'sexual-harassment-policy.yml', 'pocso.yml']);
    expect(getDisclosures().map((item) => downloadSlug(item.file)).filter(isStructuredDownload)).toEqual(['mandatory-disclosure', 'fee-structure', 'books-declaration', 'results']);
    expect(getApplicationFormText().consent).toMatch(/parent or guardian/);
  });

  it('names each broken field: a character the PDF font lacks, a short row, a block with two kinds, a missing file', () => {
    const lines = errorLines(() => getDisclosureDocuments(broken));
    expect(lines).toEqual([
      `${brokenFile('downloads/pocso.yml')}: blocks[1].table.rows[0][1]: The PDF font cannot show श ा ळ े च स म ु प द क (Marathi belongs on the web pages, not in the PDFs)`,
      `${brokenFile('downloads/pocso.yml')}: blocks[1].table.rows[1]: Expected 2 cells, one per column`,
      `${brokenFile('downloads/pocso.yml')}: blocks[2]: Expected exactly one of heading, paragraph, list, table`,
    ]);
    expect(() => getApplicationFormText(broken)).toThrow(`${brokenFile('downloads/application-form.yml')}: (file): file not found`);
  });
});
