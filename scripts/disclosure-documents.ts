/**
 * Run by the build: publishes the scanned copies that content/mandatory-disclosure.yml links (section B) from
 * content/disclosure-documents/ to public/disclosure-documents/, so `next build` copies them to out/. Only linked
 * files are published, and files no longer linked are removed, so a withdrawn certificate stops being served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DISCLOSURE_DOCUMENTS_DIR, getDisclosureDocumentFiles } from '../lib/content/mandatory-disclosure';
import { defaultContentRoot } from '../lib/content/reader';

export interface PublishOptions {
  contentRoot: string;
  outputDir: string;
}

export const defaultPublishOptions: PublishOptions = {
  contentRoot: defaultContentRoot(),
  outputDir: path.join(process.cwd(), 'public', DISCLOSURE_DOCUMENTS_DIR),
};

export function publishDisclosureDocuments(options: PublishOptions = defaultPublishOptions): { files: string[]; copied: number; removed: number } {
  const files = getDisclosureDocumentFiles(options.contentRoot);
  fs.mkdirSync(options.outputDir, { recursive: true });
  let copied = 0;
  for (const file of files) {
    const source = path.join(options.contentRoot, DISCLOSURE_DOCUMENTS_DIR, file);
    const target = path.join(options.outputDir, file);
    const same = fs.existsSync(target) && fs.readFileSync(target).equals(fs.readFileSync(source));
    if (same) continue;
    fs.copyFileSync(source, target);
    copied += 1;
  }
  let removed = 0;
  for (const name of fs.readdirSync(options.outputDir)) {
    if (files.includes(name)) continue;
    fs.rmSync(path.join(options.outputDir, name), { recursive: true });
    removed += 1;
  }
  return { files, copied, removed };
}

if (require.main === module) {
  const result = publishDisclosureDocuments();
  console.log(`Disclosure documents: ${result.files.length} published, ${result.copied} copied, ${result.removed} removed`);
}
