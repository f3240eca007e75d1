/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDisclosureDocumentFiles } from '@/lib/content/mandatory-disclosure';
import { defaultContentRoot } from '@/lib/content/reader';
import { publishDisclosureDocuments } from '@/scripts/disclosure-documents';

describe('publishing the disclosure documents', () => {
  it('copies the linked scans, keeps them when unchanged, and removes files no longer linked', () => {
    const outputDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'published-')), 'disclosure-documents');
    const options = { contentRoot: defaultContentRoot(), outputDir };
    const linked = getDisclosureDocumentFiles();
    expect(publishDisclosureDocuments(options)).toEqual({ files: linked, copied: linked.length, removed: 0 });
    expect(fs.readdirSync(outputDir).sort()).toEqual([...linked].sort());
    const source = fs.readFileSync(path.join(defaultContentRoot(), 'disclosure-documents', linked[0]));
    expect(fs.readFileSync(path.join(outputDir, linked[0])).equals(source)).toBe(true);

    // A withdrawn certificate stops being served; an unchanged one is not copied again.
    fs.writeFileSync(path.join(outputDir, 'old-fire-certificate.pdf'), '%PDF-1.7 withdrawn');
    expect(publishDisclosureDocuments(options)).toEqual({ files: linked, copied: 0, removed: 1 });
    expect(fs.existsSync(path.join(outputDir, 'old-fire-certificate.pdf'))).toBe(false);
  });

  it('publishes only what the disclosure links, not every file in the folder', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'disclosure-content-'));
    fs.cpSync(path.join(defaultContentRoot(), 'disclosure-documents'), path.join(root, 'disclosure-documents'), { recursive: true });
    fs.copyFileSync(path.join(defaultContentRoot(), 'mandatory-disclosure.yml'), path.join(root, 'mandatory-disclosure.yml'));
    fs.writeFileSync(path.join(root, 'disclosure-documents', 'draft-scan.pdf'), '%PDF-1.7 draft');
    const outputDir = path.join(root, 'out');
    publishDisclosureDocuments({ contentRoot: root, outputDir });
    expect(fs.readdirSync(outputDir)).not.toContain('draft-scan.pdf');
  });
});
