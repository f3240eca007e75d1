/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPENDIX_IX_DOCUMENTS, disclosureWarnings, getDisclosureDocumentFiles, getMandatoryDisclosure } from '@/lib/content/mandatory-disclosure';
import { defaultContentRoot } from '@/lib/content/reader';
import { checkContent, checkContentWarnings } from '@/scripts/check-content';

const real = defaultContentRoot();

/** A content folder with the real disclosure file (edited) and its documents. */
function copyWith(edit: (text: string) => string = (text) => text): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'disclosure-'));
  fs.cpSync(path.join(real, 'disclosure-documents'), path.join(root, 'disclosure-documents'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mandatory-disclosure.yml'), edit(fs.readFileSync(path.join(real, 'mandatory-disclosure.yml'), 'utf8')));
  return root;
}

function problems(root: string): string[] {
  try {
    getMandatoryDisclosure(root);
  } catch (error) {
    return (error as Error).message.split('\n').map((line) => line.replace(/^.*mandatory-disclosure\.yml: /, ''));
  }
  throw new Error('expected the loader to fail');
}

describe('mandatory disclosure content', () => {
  it('answers every item of section B, and names the documents not yet uploaded as warnings', () => {
    const disclosure = getMandatoryDisclosure();
    expect(Object.keys(disclosure.documents)).toEqual(APPENDIX_IX_DOCUMENTS.map(([key]) => key));
    expect(getDisclosureDocumentFiles()).toContain('fire-safety-certificate.pdf');
    expect(disclosureWarnings()).toEqual([
      'content/mandatory-disclosure.yml: documents.waterHealthSanitation[2]: "Sanitation certificate, Pune Municipal Corporation" is not yet uploaded (add its file)',
    ]);
  });

  it('passes the content check, reporting a missing upload as a warning and not as an error', async () => {
    await expect(checkContent()).resolves.toEqual([]);
    // Besides the missing upload, its validity has ended with a renewal applied for: a warning, not an error.
    expect(checkContentWarnings()).toEqual([...disclosureWarnings(), expect.stringMatching(/waterHealthSanitation\[2\]\.validUntil: .* expired on 15 Jan 2026; renewal applied for on 12 Jan 2026/)]);
    // Once the file is uploaded the warning goes.
    const root = copyWith((text) => text.replace('Sanitation certificate, Pune Municipal Corporation\n', 'Sanitation certificate, Pune Municipal Corporation\n      file: health-certificate.pdf\n'));
    expect(disclosureWarnings(root)).toEqual([]);
  });

  it('refuses a missing item, a missing file, a file that is not what its name says, and impossible numbers', () => {
    const withoutNoc = copyWith((text) => text.replace(/ {2}noc:\n(?: {4}.*\n)+/, ''));
    expect(problems(withoutNoc)).toEqual(['documents.noc: Invalid input: expected array, received undefined']);

    const missing = copyWith((text) => text.replace('file: noc-maharashtra.pdf', 'file: noc-2014.pdf'));
    expect(problems(missing)).toEqual(['documents.noc[0].file: No such file in content/disclosure-documents/']);

    const fake = copyWith();
    fs.writeFileSync(path.join(fake, 'disclosure-documents', 'noc-maharashtra.pdf'), 'not a PDF at all');
    expect(problems(fake)).toEqual(['documents.noc[0].file: The file is not a real PDF (its content does not match its name)']);

    const word = copyWith((text) => text.replace('file: noc-maharashtra.pdf', 'file: NOC.docx'));
    expect(problems(word)).toEqual([expect.stringMatching(/^documents\.noc\[0\]\.file: Expected a file name such as fire-safety-certificate\.pdf/)]);

    const results = copyWith((text) => text.replace('registered: 118\n      passed: 118', 'registered: 118\n      passed: 119'));
    expect(problems(results)).toEqual(['results.classX[0].passed: passed must not be more than registered']);

    const crowded = copyWith((text) => text.replace('sections: 44', 'sections: 60'));
    expect(problems(crowded)).toEqual(['staff.sections: 60 sections cannot fit in 56 classrooms']);
  });
});
