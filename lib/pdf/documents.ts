import type { PdfDocumentContent } from '@/lib/content/downloads';
import type { Site } from '@/lib/content/site';
import { formatAddress } from '@/lib/content/site';
import { type DocumentHeader, PdfWriter } from './writer';

/** The header every school PDF carries: the school's name and one line of address and contacts. */
export function schoolHeader(site: Site, title: string): DocumentHeader {
  return {
    schoolName: site.name,
    detailLines: [
      formatAddress(site),
      `${site.contact.phone}  |  ${site.contact.email}  |  ${site.affiliation.board} Affiliation No. ${site.affiliation.number}`,
    ],
    title,
  };
}

/** A disclosure document (title, then headings, paragraphs, lists and tables) as PDF bytes. */
export async function renderContentDocument(site: Site, content: PdfDocumentContent): Promise<Uint8Array> {
  const writer = await PdfWriter.create(schoolHeader(site, content.title));
  writer.title(content.title, content.subtitle);
  for (const block of content.blocks) {
    if ('heading' in block) writer.heading(block.heading);
    else if ('paragraph' in block) writer.paragraph(block.paragraph);
    else if ('list' in block) writer.list(block.list);
    else writer.table(block.table.columns, block.table.rows, block.table.widths);
  }
  return writer.save();
}
