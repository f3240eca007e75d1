/**
 * What the editor's backend may read and write: exactly the folders, files and media folders that the generated
 * CMS config names, derived from the same list (lib/cms/collections.ts), so the two cannot drift apart.
 */
import path from 'node:path';
import { editorCollections, type EditorCollection } from '../../../lib/cms/collections';
import { CMS_MEDIA_FOLDER, collectionMediaFolder } from '../../../lib/cms/paths';
import { CONTENT_LANGUAGES } from '../../../lib/content/reader';

/** An entry's place in the config: a folder collection's item or one named file. Paths are repo-relative, with `/`. */
export type AllowedEntry =
  | {
      kind: 'folder';
      collection: string;
      label: string;
      folder: string;
      extension: string;
      identifierField: string;
      create: boolean;
      format: 'frontmatter' | 'yml';
      /** A translated folder's language folders (`en`, `mr`): its items are `<folder>/<language>/<name>`. */
      languages?: readonly string[];
    }
  | { kind: 'file'; collection: string; label: string; file: string };

/** Image types the media folders take: by extension of the name, and by what file-type reads from the content. */
export const MEDIA_EXTENSIONS: Record<string, string> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp' };

export interface AllowList {
  entries: AllowedEntry[];
  /** Media folders (repo-relative), each listed one level deep. */
  mediaFolders: string[];
}

/** A file's label without its page address: "Teachers (/teachers)" reads "Teachers" in a commit message. */
const shortLabel = (label: string) => label.replace(/\s*\(\/[^)]*\)\s*$/, '').trim();

export function allowListFrom(collections: EditorCollection[]): AllowList {
  const entries: AllowedEntry[] = [];
  const media = new Set<string>([CMS_MEDIA_FOLDER]);
  for (const collection of collections) {
    if (collection.kind === 'folder') {
      entries.push({
        kind: 'folder',
        collection: collection.name,
        label: collection.label,
        folder: `content/${collection.folder}`,
        extension: collection.extension,
        identifierField: collection.identifierField,
        create: collection.create,
        format: collection.extension === 'md' ? 'frontmatter' : 'yml',
        ...(collection.translation ? { languages: CONTENT_LANGUAGES } : {}),
      });
      if (collection.imageFolder) media.add(collectionMediaFolder(collection.imageFolder));
    } else {
      for (const file of collection.files) {
        entries.push({ kind: 'file', collection: collection.name, label: `${collection.label}: ${shortLabel(file.label)}`, file: `content/${file.file}` });
        if (file.imageFolder) media.add(collectionMediaFolder(file.imageFolder));
      }
    }
  }
  return { entries, mediaFolders: [...media].sort() };
}

export function allowListFor(repoDir: string): AllowList {
  return allowListFrom(editorCollections(path.join(repoDir, 'content')));
}

/** A new item's file name in a folder: what Decap's ascii slugs produce (letters, digits, `-`, `_`, `.` inside). */
const ITEM_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9_-]|\.(?!\.))*$/;

/** The entry a repo-relative path belongs to, or undefined when the config names no such file. */
export function entryFor(list: AllowList, relative: string): AllowedEntry | undefined {
  return list.entries.find((entry) => {
    if (entry.kind === 'file') return entry.file === relative;
    const prefix = `${entry.folder}/`;
    if (!relative.startsWith(prefix) || !relative.endsWith(`.${entry.extension}`)) return false;
    const item = relative.slice(prefix.length, -(entry.extension.length + 1));
    const [language, name] = entry.languages ? item.split(/\/(.*)/s, 2) : [undefined, item];
    return (!entry.languages || entry.languages.includes(language!)) && name !== undefined && ITEM_NAME.test(name);
  });
}

/**
 * The English item a translation belongs to (`content/pages/mr/home.md` -> `content/pages/en/home.md`), or undefined
 * for anything else: a translation may be added to an item the editor cannot otherwise add to (a page).
 */
export function originalOf(entry: AllowedEntry, relative: string): string | undefined {
  if (entry.kind !== 'folder' || !entry.languages) return undefined;
  const [language, ...rest] = relative.slice(entry.folder.length + 1).split('/');
  return language === entry.languages[0] ? undefined : [entry.folder, entry.languages[0], ...rest].join('/');
}

/** The media folder a path lies directly in (with an image extension), or undefined. */
export function mediaFolderFor(list: AllowList, relative: string): string | undefined {
  const folder = path.posix.dirname(relative);
  const name = path.posix.basename(relative);
  const extension = path.posix.extname(name).slice(1).toLowerCase();
  if (!list.mediaFolders.includes(folder) || !(extension in MEDIA_EXTENSIONS)) return undefined;
  return ITEM_NAME.test(name.slice(0, -(extension.length + 1))) ? folder : undefined;
}

/** Whether the content editor manages a repo-relative path: an entry the config names or a photo in one of its media folders. */
export function isEditorManaged(list: AllowList, relative: string): boolean {
  return Boolean(entryFor(list, relative) ?? mediaFolderFor(list, relative));
}
