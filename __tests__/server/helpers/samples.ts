import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** Small real files of each kind the forms accept (and one they must refuse), made in code. */
export async function samplePng(width = 40, height = 30, background = '#c85028'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export async function sampleJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A JPEG of roughly `bytes` size: random noise compresses badly, so the size is easy to steer. */
export async function noisyJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 1.2));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

export async function samplePdf(text = 'Payment receipt UTR 123456789012'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 10, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** A zip record: little-endian [offset, value, bytes] fields in `size` zeroed bytes. */
function zipRecord(size: number, fields: [offset: number, value: number, bytes: 2 | 4][]): Buffer {
  const record = Buffer.alloc(size);
  for (const [offset, value, bytes] of fields) {
    if (bytes === 2) record.writeUInt16LE(value, offset);
    else record.writeUInt32LE(value, offset);
  }
  return record;
}

/** A minimal zip (stored entries), enough for a .docx with its content-types part. */
function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = zlib.crc32(entry.data);
    const size = entry.data.length;
    // The fields a local header and its central directory entry share (version needed, CRC, sizes, name length),
    // which start 2 bytes later in the central entry, after its "version made by".
    const shared = (at: number): [number, number, 2 | 4][] => [
      [at, 20, 2],
      [at + 10, crc, 4],
      [at + 14, size, 4],
      [at + 18, size, 4],
      [at + 22, name.length, 2],
    ];
    const local = zipRecord(30, [[0, 0x04034b50, 4], ...shared(4)]);
    const central = zipRecord(46, [[0, 0x02014b50, 4], [4, 20, 2], ...shared(6), [42, offset, 4]]);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + size;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = zipRecord(22, [
    [0, 0x06054b50, 4],
    [8, entries.length, 2],
    [10, entries.length, 2],
    [12, centralSize, 4],
    [16, offset, 4],
  ]);
  return Buffer.concat([...locals, ...centrals, end]);
}

export function sampleDocx(): Buffer {
  const contentTypes = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
  const document = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae: Priya Deshmukh, TGT Mathematics</w:t></w:r></w:p></w:body></w:document>`;
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
}

/** An old Word .doc is an OLE compound file: its 512-byte header starts with this signature. */
export function sampleDoc(): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24);
  file.writeUInt16LE(0x0003, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(0x0009, 30);
  return file;
}

/** A Linux executable's first bytes, to be renamed .png by a would-be attacker. */
export function sampleElf(): Buffer {
  const file = Buffer.alloc(4096);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(file, 0);
  return file;
}
