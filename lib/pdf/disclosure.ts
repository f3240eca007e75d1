import { type AppendixIx, cellText, type DisclosureTable } from '@/lib/disclosure/appendix-ix';
import type { Site } from '@/lib/content/site';
import { absoluteUrl } from '@/lib/env';
import { schoolHeader } from './documents';
import { PdfWriter } from './writer';

function drawTable(writer: PdfWriter, table: DisclosureTable): void {
  writer.table(
    table.columns,
    table.rows.map((row) => row.map((cell) => cellText(cell, absoluteUrl))),
    table.widths,
  );
}

/** /downloads/mandatory-disclosure.pdf: the same sections, tables and rows as the /mandatory-disclosure page. */
export async function renderDisclosurePdf(site: Site, disclosure: AppendixIx): Promise<Uint8Array> {
  const writer = await PdfWriter.create(schoolHeader(site, disclosure.title));
  writer.title(
    disclosure.title,
    `As required by Appendix IX of the CBSE Affiliation Bye-Laws, 2018. Last updated on ${disclosure.updatedLabel}. Also published at ${absoluteUrl('/mandatory-disclosure')}.`,
  );
  for (const section of disclosure.sections) {
    writer.heading(`${section.letter}. ${section.title}`);
    if (section.note) writer.paragraph(section.note);
    section.tables.forEach((table, index) => {
      if (index > 0) writer.paragraph(table.caption, { bold: true });
      drawTable(writer, table);
    });
  }
  return writer.save();
}

/** /downloads/results.pdf: the board results of section C, on their own. */
export async function renderResultsPdf(site: Site, disclosure: AppendixIx): Promise<Uint8Array> {
  const title = 'Board Examination Results';
  const writer = await PdfWriter.create(schoolHeader(site, title));
  writer.title(title, 'CBSE Class 10 (Secondary School Examination) and Class 12 (Senior School Certificate Examination) results of the last three years');
  const tables = disclosure.sections.flatMap((section) => section.tables).filter((table) => table.id.startsWith('table-results-'));
  if (tables.length === 0) throw new Error('The Mandatory Disclosure has no results tables');
  for (const table of tables) {
    writer.heading(table.caption);
    drawTable(writer, table);
  }
  writer.paragraph('School toppers are honoured at the annual prize distribution. Detailed subject-wise results are available at the school office.');
  return writer.save();
}
