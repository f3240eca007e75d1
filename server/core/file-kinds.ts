/**
 * What each accepted upload kind (as file-type detects it from the content) is called and served as. The
 * visitor's file name never decides the type: a `%PDF-` file named fee-receipt.html is a .pdf everywhere.
 */
export interface FileKind {
  extension: string;
  mime: string;
  /** Shown inside the staff pages; everything else is only ever a download (a PDF viewer can run a file's script). */
  inline: boolean;
}

export const FILE_KINDS: Record<string, FileKind> = {
  jpg: { extension: 'jpg', mime: 'image/jpeg', inline: true },
  png: { extension: 'png', mime: 'image/png', inline: true },
  webp: { extension: 'webp', mime: 'image/webp', inline: true },
  pdf: { extension: 'pdf', mime: 'application/pdf', inline: false },
  docx: { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false },
  // An old Word .doc is an OLE compound file, which file-type reports as "cfb".
  cfb: { extension: 'doc', mime: 'application/msword', inline: false },
};

const UNKNOWN: FileKind = { extension: 'bin', mime: 'application/octet-stream', inline: false };

export function fileKind(kind: string): FileKind {
  return Object.hasOwn(FILE_KINDS, kind) ? FILE_KINDS[kind] : UNKNOWN;
}

/** The visitor's name with the detected kind's extension in place of its own: "fee-receipt.html" as a PDF is "fee-receipt.pdf". */
export function nameForKind(name: string, kind: string): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,10}$/, '') || 'upload';
  return `${stem}.${fileKind(kind).extension}`;
}
