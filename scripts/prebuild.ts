/**
 * Runs before `next build`: compiles the pages' inline scripts (inline-scripts/build.ts); validates every content
 * file, so a mistake fails the build with the file and field named instead of a stack trace from deep inside a
 * page; then the build-time asset steps and the content editor (/admin).
 */
import fs from 'node:fs';
import { defaultAdminOptions, writeAdmin } from './cms/admin';
import { inlineScriptsSummary, writeInlineScripts } from '../inline-scripts/build';
import { checkContent, checkContentWarnings } from './check-content';
import { publishDisclosureDocuments } from './disclosure-documents';
import { runImagePipeline } from './images';
import { generatePdfs } from './pdfs';

async function main() {
  // The same .env that `next build` reads (SITE_URL, the editor's CMS_* settings); the environment wins.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  console.log(inlineScriptsSummary(writeInlineScripts()));
  // The publisher's builds ran `check:content` as a step of their own just before (PUBLISH_BUILD=1).
  const problems = process.env.PUBLISH_BUILD === '1' ? [] : await checkContent();
  if (problems.length > 0) {
    console.error(`Content check failed:\n${problems.join('\n')}`);
    process.exit(1);
  }
  for (const warning of checkContentWarnings()) console.warn(`Warning: ${warning}`);
  const images = await runImagePipeline();
  console.log(`Images: ${images.images} originals, ${images.encoded} encoded, ${images.removed} stale removed (${images.ms} ms)`);
  const pdfs = await generatePdfs();
  console.log(`PDFs: ${pdfs.files.length} documents, ${pdfs.written} written (${pdfs.ms} ms)`);
  const documents = publishDisclosureDocuments();
  console.log(`Disclosure documents: ${documents.files.length} published, ${documents.copied} copied, ${documents.removed} removed`);
  const editor = writeAdmin(defaultAdminOptions());
  console.log(`Editor: ${editor.files} files in public/admin (${editor.ms} ms)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
