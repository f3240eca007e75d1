/**
 * The content editor's backend: Decap's proxy protocol over the site's git repository. Reads and writes only what
 * the CMS config names (server/features/editor/allow-list.ts), every save is one commit authored by the member of staff, all
 * writes go through one queue, and a write over a file that changed since this session read it is refused.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type/node';
import YAML from 'yaml';
import { FrontMatterError, parseFrontMatter } from '../../../lib/content/front-matter';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from '../../../lib/forms/uploads';
import { allowListFor, entryFor, MEDIA_EXTENSIONS, mediaFolderFor, originalOf, type AllowedEntry, type AllowList } from './allow-list';
import { displayName, GitRepository, SerialQueue, type GitAuthor } from './git';
import { paramsByAction, type CmsAction, type EntryAnswer, type MediaAnswer, type ParamsOf } from './protocol';
import { checkRelative, PathRefused, resolveInRepo } from './safe-path';

/** What the publisher (or anyone) is told after each commit. */
export interface CmsCommit {
  sha: string;
  author: GitAuthor;
  message: string;
  /** Repo-relative paths the commit added, changed or removed. */
  files: string[];
}

export type OnCommit = (commit: CmsCommit) => void | Promise<void>;

/** A refusal or failure with the status and the sentence the editor shows. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Who is asking: the session (whose reads the stale check remembers) and the account. */
export interface CmsActor {
  sessionId: string;
  email: string;
}

/** What one action did, for the audit log. */
export interface CmsOutcome {
  body: unknown;
  audit: { action: 'cms-read' | 'cms-save' | 'cms-delete' | 'cms-upload'; target: string; detail?: string };
}

export interface CmsBackendOptions {
  /** The site's repository (PUBLISH_REPO; the project checkout by default). */
  repoDir: string;
  onCommit?: OnCommit;
  /** Where a failing onCommit is reported (it never fails the save). */
  onCommitError?: (error: unknown) => void;
}

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/** Sessions remembered for the stale check, and files per session: enough for a school's editors. */
const MAX_SESSIONS = 200;
const MAX_SEEN_PER_SESSION = 5000;

export const STALE =
  "was changed by someone else since you opened it, so your changes were not saved. Copy what you wrote, reload the page (your browser's Reload button) and make your change again.";

export class CmsBackend {
  private readonly queue = new SerialQueue();
  /** Per session: the SHA-256 of each file as it last read or wrote it (null: it read that the file is absent). */
  private readonly seen = new Map<string, Map<string, string | null>>();

  private constructor(
    readonly root: string,
    readonly allow: AllowList,
    private readonly git: GitRepository,
    private readonly options: CmsBackendOptions,
  ) {}

  static async open(options: CmsBackendOptions): Promise<CmsBackend> {
    const root = await fs.promises.realpath(options.repoDir);
    const git = new GitRepository(root);
    const top = await git.topLevel();
    if (!top) throw new Error(`PUBLISH_REPO: ${root} is not a git repository (run \`git init\` there, or point PUBLISH_REPO at the site's checkout)`);
    return new CmsBackend(root, allowListFor(root), git, options);
  }

  /** Resolves when every queued write is done (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  async handle(action: CmsAction, rawParams: unknown, actor: CmsActor): Promise<CmsOutcome> {
    const parsed = paramsByAction[action].safeParse(rawParams);
    if (!parsed.success) throw new CmsError(400, `The editor sent a request the server cannot read (${action}).`);
    const params = parsed.data;
    switch (action) {
      case 'info':
        return { body: { repo: path.basename(this.root), publish_modes: ['simple'], type: 'local_git' }, audit: { action: 'cms-read', target: 'info' } };
      case 'entriesByFolder':
        return this.entriesByFolder(params as ParamsOf<'entriesByFolder'>, actor);
      case 'entriesByFiles': {
        const { files } = params as ParamsOf<'entriesByFiles'>;
        const entries = await Promise.all(files.map((file) => this.readEntry(file.path, actor, file.label)));
        return { body: entries, audit: { action: 'cms-read', target: files.map((file) => file.path).join(', ') } };
      }
      case 'getEntry': {
        const { path: file } = params as ParamsOf<'getEntry'>;
        return { body: await this.readEntry(file, actor), audit: { action: 'cms-read', target: file } };
      }
      case 'persistEntry':
        return this.queue.run(() => this.persistEntry(params as ParamsOf<'persistEntry'>, actor));
      case 'getMedia':
        return this.getMedia(params as ParamsOf<'getMedia'>, actor);
      case 'getMediaFile': {
        const { path: file } = params as ParamsOf<'getMediaFile'>;
        return { body: await this.readMedia(file, actor), audit: { action: 'cms-read', target: file } };
      }
      case 'persistMedia':
        return this.queue.run(() => this.persistMedia(params as ParamsOf<'persistMedia'>, actor));
      case 'deleteFile':
        return this.queue.run(() => this.deleteFiles([(params as ParamsOf<'deleteFile'>).path], actor));
      case 'deleteFiles':
        return this.queue.run(() => this.deleteFiles((params as ParamsOf<'deleteFiles'>).paths, actor));
      case 'getDeployPreview':
        return { body: null, audit: { action: 'cms-read', target: 'deploy preview' } };
    }
  }

  // ------------------------------------------------------------------ reads

  private async entriesByFolder(params: ParamsOf<'entriesByFolder'>, actor: CmsActor): Promise<CmsOutcome> {
    const folder = checkRelative(params.folder);
    const extension = params.extension.replace(/^\./, '');
    const collection = this.allow.entries.find((entry) => entry.kind === 'folder' && entry.folder === folder && entry.extension === extension);
    if (!collection) throw new PathRefused(folder, 'Not a folder of the editor');
    // A translated folder's items are one level down, in a folder per language (Decap asks with depth 2).
    const folders = collection.kind === 'folder' && collection.languages ? collection.languages.map((language) => `${folder}/${language}`) : [folder];
    const files = (await Promise.all(folders.map(async (inner) => (await this.listFolder(inner)).map((name) => `${inner}/${name}`)))).flat();
    const entries = await Promise.all(files.filter((file) => entryFor(this.allow, file) === collection).map((file) => this.readEntry(file, actor)));
    return { body: entries, audit: { action: 'cms-read', target: folder, detail: `${entries.length} entries` } };
  }

  /** Regular files directly in a folder (not links, not subfolders); none when the folder does not exist yet. */
  private async listFolder(folder: string): Promise<string[]> {
    const absolute = await resolveInRepo(this.root, folder).catch((error: unknown) => {
      // A folder is "not a file": resolveInRepo refuses it only for that reason, which is fine here.
      if (error instanceof PathRefused && error.reason === 'Not a file') return path.join(this.root, ...folder.split('/'));
      throw error;
    });
    const dirents = await fs.promises.readdir(absolute, { withFileTypes: true }).catch(() => []);
    return dirents
      .filter((dirent) => dirent.isFile())
      .map((dirent) => dirent.name)
      .sort();
  }

  private async readEntry(file: string, actor: CmsActor, label?: string): Promise<EntryAnswer> {
    if (!entryFor(this.allow, checkRelative(file))) throw new PathRefused(file, 'Not a file of the editor');
    const content = await this.readIfExists(file);
    this.remember(actor, file, content);
    return { data: content?.toString('utf8') ?? null, file: { path: file, ...(label ? { label } : {}), id: content ? sha256(content) : null } };
  }

  private async getMedia(params: ParamsOf<'getMedia'>, actor: CmsActor): Promise<CmsOutcome> {
    const folder = checkRelative(params.mediaFolder);
    if (!this.allow.mediaFolders.includes(folder)) throw new PathRefused(folder, 'Not a media folder of the editor');
    const files = (await this.listFolder(folder)).map((name) => `${folder}/${name}`).filter((file) => mediaFolderFor(this.allow, file));
    const media = await Promise.all(files.map((file) => this.readMedia(file, actor)));
    return { body: media, audit: { action: 'cms-read', target: folder, detail: `${media.length} files` } };
  }

  private async readMedia(file: string, actor: CmsActor): Promise<MediaAnswer> {
    if (!mediaFolderFor(this.allow, checkRelative(file))) throw new PathRefused(file, 'Not a media file of the editor');
    const content = await this.readIfExists(file);
    if (!content) throw new CmsError(404, `There is no file ${file}.`);
    this.remember(actor, file, content);
    return { id: sha256(content), content: content.toString('base64'), encoding: 'base64', path: file, name: path.posix.basename(file) };
  }

  private async readIfExists(file: string): Promise<Buffer | undefined> {
    const absolute = await resolveInRepo(this.root, file);
    return fs.promises.readFile(absolute).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  }

  private remember(actor: CmsActor, file: string, content: Buffer | string | undefined | null): void {
    let files = this.seen.get(actor.sessionId);
    if (!files) {
      if (this.seen.size >= MAX_SESSIONS) this.seen.delete(this.seen.keys().next().value as string);
      files = new Map();
      this.seen.set(actor.sessionId, files);
    }
    if (files.size >= MAX_SEEN_PER_SESSION) files.delete(files.keys().next().value as string);
    files.set(file, content === undefined || content === null ? null : sha256(content));
  }

  // ------------------------------------------------------------------ writes (always inside the queue)

  /**
   * A write may replace a file only as this session last saw it: the file must be unchanged since this session
   * read it (or absent, if it was absent then or never read). Otherwise someone else's save would be lost.
   */
  private async checkFresh(file: string, label: string, actor: CmsActor): Promise<Buffer | undefined> {
    const current = await this.readIfExists(file);
    const seen = this.seen.get(actor.sessionId)?.get(file);
    const fresh = current ? seen === sha256(current) : seen === undefined || seen === null;
    if (!fresh) throw new CmsError(409, `${label} ${STALE}`);
    return current;
  }

  private async persistEntry(params: ParamsOf<'persistEntry'>, actor: CmsActor): Promise<CmsOutcome> {
    const dataFiles = params.dataFiles ?? [params.entry!];
    // Every path is checked before anything is written, so a refused request changes nothing.
    const planned = dataFiles.map((dataFile) => {
      const entry = entryFor(this.allow, checkRelative(dataFile.path));
      if (!entry) throw new PathRefused(dataFile.path, 'Not a file of the editor');
      const moveTo = dataFile.newPath && dataFile.newPath !== dataFile.path ? dataFile.newPath : undefined;
      if (moveTo && entryFor(this.allow, checkRelative(moveTo)) !== entry) throw new PathRefused(moveTo, 'An entry can only move within its own folder');
      return { ...dataFile, entry, moveTo };
    });
    // Content is data: an entry whose front matter is in another language than YAML (`---js` would be code) is not saved.
    for (const file of planned) {
      if (!file.path.endsWith('.md')) continue;
      try {
        parseFrontMatter(file.raw);
      } catch (error) {
        if (error instanceof FrontMatterError) throw new CmsError(422, `${path.posix.basename(file.path)} was not saved: ${error.message}`);
        // Invalid YAML is saved all the same: check:content names the field, as for any other mistake.
      }
    }
    const assets = await Promise.all(params.assets.map((asset) => this.checkAsset(asset.path, asset.content)));
    const primary = planned[0];
    const existing = new Map<string, Buffer | undefined>();
    for (const file of planned) {
      existing.set(file.path, await this.checkFresh(file.path, entryName(file.entry, file.raw, file.path), actor));
      if (file.moveTo) existing.set(file.moveTo, await this.checkFresh(file.moveTo, entryName(file.entry, file.raw, file.moveTo), actor));
      const created = !existing.get(file.path);
      const original = originalOf(file.entry, file.path);
      const translationOfExisting = original !== undefined && (await this.readIfExists(original)) !== undefined;
      if (created && !translationOfExisting && (file.entry.kind !== 'folder' || !file.entry.create))
        throw new PathRefused(file.path, 'New entries cannot be added here');
    }
    for (const asset of assets) existing.set(asset.path, await this.checkFresh(asset.path, asset.path, actor));

    const writes: { path: string; content: Buffer | null }[] = [];
    for (const file of planned) {
      if (file.moveTo) writes.push({ path: file.path, content: null }, { path: file.moveTo, content: Buffer.from(file.raw) });
      else writes.push({ path: file.path, content: Buffer.from(file.raw) });
    }
    for (const asset of assets) writes.push({ path: asset.path, content: asset.content });
    const verb = existing.get(primary.path) ? 'updated' : 'added';
    const message = `${entryName(primary.entry, primary.raw, primary.moveTo ?? primary.path)} (${verb})`;
    const sha = await this.commit(writes, message, actor);
    return {
      body: { message: 'entry persisted', sha },
      audit: { action: 'cms-save', target: writes.map((write) => write.path).join(', '), detail: `${message}; commit ${sha.slice(0, 12)}` },
    };
  }

  /** An upload: an image in a media folder, of a type read from its content that matches its name, within the size limit. */
  private async checkAsset(file: string, base64: string): Promise<{ path: string; content: Buffer }> {
    const folder = mediaFolderFor(this.allow, checkRelative(file));
    if (!folder) throw new PathRefused(file, 'Uploads go into the image folders as JPEG, PNG or WebP files');
    const content = Buffer.from(base64, 'base64');
    if (content.length > MAX_UPLOAD_BYTES) throw new CmsError(413, TOO_LARGE);
    const detected = await fileTypeFromBuffer(content);
    const expected = MEDIA_EXTENSIONS[path.posix.extname(file).slice(1).toLowerCase()];
    if (!detected || detected.ext !== expected)
      throw new CmsError(415, `${path.posix.basename(file)} is not a ${expected.toUpperCase()} image. Please upload a JPEG, PNG or WebP photo.`);
    return { path: file, content };
  }

  private async persistMedia(params: ParamsOf<'persistMedia'>, actor: CmsActor): Promise<CmsOutcome> {
    const asset = await this.checkAsset(params.asset.path, params.asset.content);
    const before = await this.checkFresh(asset.path, asset.path, actor);
    const message = `Media: ${mediaName(asset.path)} (${before ? 'updated' : 'uploaded'})`;
    const sha = await this.commit([{ path: asset.path, content: asset.content }], message, actor);
    return {
      body: await this.readMedia(asset.path, actor),
      audit: { action: 'cms-upload', target: asset.path, detail: `${message}; commit ${sha.slice(0, 12)}` },
    };
  }

  private async deleteFiles(paths: string[], actor: CmsActor): Promise<CmsOutcome> {
    const names: string[] = [];
    for (const file of paths) {
      const entry = entryFor(this.allow, checkRelative(file));
      if (entry && !(entry.kind === 'folder' && entry.create)) throw new PathRefused(file, 'This entry cannot be deleted');
      if (!entry && !mediaFolderFor(this.allow, file)) throw new PathRefused(file, 'Not a file of the editor');
      const current = await this.checkFresh(file, file, actor);
      if (!current) throw new CmsError(404, `There is no file ${file}.`);
      names.push(entry ? entryName(entry, current.toString('utf8'), file) : `Media: ${mediaName(file)}`);
    }
    const message = `${names.join(', ')} (deleted)`;
    const sha = await this.commit(
      paths.map((file) => ({ path: file, content: null })),
      message,
      actor,
    );
    return {
      body: { message: `deleted ${paths.join(', ')}`, sha },
      audit: { action: 'cms-delete', target: paths.join(', '), detail: `${message}; commit ${sha.slice(0, 12)}` },
    };
  }

  /** Writes (or removes) the files and commits exactly them; on a failure the files are put back as they were. */
  private async commit(writes: { path: string; content: Buffer | null }[], message: string, actor: CmsActor): Promise<string> {
    const before = new Map<string, Buffer | undefined>();
    for (const write of writes) if (!before.has(write.path)) before.set(write.path, await this.readIfExists(write.path));
    const author = { name: displayName(actor.email), email: actor.email };
    const files = [...new Set(writes.map((write) => write.path))];
    let sha: string;
    try {
      for (const write of writes) {
        const absolute = await resolveInRepo(this.root, write.path);
        if (write.content === null) await fs.promises.rm(absolute, { force: true });
        else {
          await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
          await fs.promises.writeFile(absolute, write.content);
        }
      }
      sha = await this.git.commit(files, message, author);
    } catch (error) {
      for (const [file, content] of before) {
        const absolute = path.join(this.root, ...file.split('/'));
        if (content) await fs.promises.writeFile(absolute, content);
        else await fs.promises.rm(absolute, { force: true });
      }
      await this.git.unstage(files);
      throw error;
    }
    for (const write of writes) this.remember(actor, write.path, write.content);
    const onCommit = this.options.onCommit;
    if (onCommit) {
      // The publisher runs after the answer; its failure is its own to report, never the save's.
      Promise.resolve()
        .then(() => onCommit({ sha, author, message, files }))
        .catch((error: unknown) => this.options.onCommitError?.(error));
    }
    return sha;
  }
}

/** "News: Sports day 2026": the collection and the entry's identifier (its title), or the file's label. */
function entryName(entry: AllowedEntry, raw: string, file: string): string {
  if (entry.kind === 'file') return entry.label;
  let title: unknown;
  try {
    const data = entry.format === 'frontmatter' ? parseFrontMatter(raw).data : YAML.parse(raw);
    title = (data as Record<string, unknown> | null)?.[entry.identifierField];
  } catch {
    // An unreadable entry is still saved (check:content reports it); its file name names it.
  }
  const name = typeof title === 'string' && title.trim() ? title.trim().replace(/\s+/g, ' ').slice(0, 120) : path.posix.basename(file, `.${entry.extension}`);
  return `${entry.label}: ${name}`;
}

/** A media path as the content files name it: relative to content/images/. */
function mediaName(file: string): string {
  return file.replace(/^content\/images\//, '');
}
