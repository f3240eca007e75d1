/**
 * Decap CMS's configuration (served as /admin/config.yml), generated from lib/cms/collections.ts and so from
 * the content schemas. Nothing here is typed twice: a field added to a schema appears in the editor.
 */
import { CONTENT_LANGUAGES, defaultContentRoot } from '../content/reader';
import { FINGERPRINT_FIELD } from '../translations/fingerprint';
import { editorCollections, type EditorCollection, type Translation } from './collections';
import { CMS_API_PATH } from './paths';
import { decapFields, LONG_TEXT, type DecapField } from './schema-fields';

export const DECAP_BACKENDS = ['github', 'gitlab', 'gitea', 'bitbucket', 'git-gateway'] as const;
/** The form service's own backend (server/features/editor/): the default. */
export const STAFF_BACKEND = 'staff';

/**
 * Where the editor commits. The default, `staff`, is Decap's proxy protocol served by the form service itself at
 * CMS_API_PATH (same origin, behind the staff sign-in; staff-editor.js registers it); a git host otherwise.
 */
export interface DecapBackend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  api_root?: string;
  auth_endpoint?: string;
  app_id?: string;
  proxy_url?: string;
}

/** decap-server's default port; `npm run cms` uses it unless CMS_PROXY_PORT says otherwise. */
export const DEFAULT_PROXY_PORT = 8081;

/**
 * The production backend from the environment (see .env.example): CMS_BACKEND, CMS_REPO, CMS_BRANCH and, for a
 * self-hosted git service, CMS_BASE_URL / CMS_API_ROOT / CMS_AUTH_ENDPOINT / CMS_APP_ID.
 */
export function backendFromEnv(env: Record<string, string | undefined> = process.env): DecapBackend {
  const name = env.CMS_BACKEND?.trim();
  if (!name || name === STAFF_BACKEND) return { name: STAFF_BACKEND, proxy_url: CMS_API_PATH };
  if (!(DECAP_BACKENDS as readonly string[]).includes(name))
    throw new Error(`CMS_BACKEND: expected ${STAFF_BACKEND} (the default) or one of ${DECAP_BACKENDS.join(', ')}, got "${name}"`);
  const repo = env.CMS_REPO?.trim();
  if (name !== 'git-gateway' && !repo) throw new Error(`CMS_REPO: the ${name} backend needs the repository, e.g. school/website`);
  const optional = (key: keyof DecapBackend, value: string | undefined) => (value?.trim() ? { [key]: value.trim() } : {});
  return {
    name,
    ...optional('repo', repo),
    branch: env.CMS_BRANCH?.trim() || 'main',
    ...optional('base_url', env.CMS_BASE_URL),
    ...optional('api_root', env.CMS_API_ROOT),
    ...optional('auth_endpoint', env.CMS_AUTH_ENDPOINT),
    ...optional('app_id', env.CMS_APP_ID),
  };
}

const DEFAULT_API_ROOTS: Record<string, string> = {
  github: 'https://api.github.com',
  gitlab: 'https://gitlab.com/api/v4',
  bitbucket: 'https://api.bitbucket.org/2.0',
};

/** The origins the editor page must be allowed to call for this backend (its CSP connect-src). */
export function backendOrigins(backend: DecapBackend): string[] {
  // A root-relative proxy_url (the staff backend) is this same origin: 'self' covers it.
  const urls = [backend.api_root ?? DEFAULT_API_ROOTS[backend.name], backend.base_url, backend.proxy_url].filter(
    (url): url is string => Boolean(url) && /^https?:\/\//.test(url!),
  );
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

export interface CmsConfigOptions {
  root?: string;
  backend: DecapBackend;
  siteUrl: string;
  /** `true`: decap-server at its default address when the editor is opened on localhost; or that server's API URL. */
  localBackend: true | string;
}

type DecapCollection = Record<string, unknown>;

/** The widget (staff-editor.js) that records which English a Marathi text was translated from (lib/translations/). */
export const TRANSLATION_SOURCE_WIDGET = 'translation-source';

const TRANSLATION_SOURCE_FIELD: DecapField = {
  name: FINGERPRINT_FIELD,
  label: 'Translated from',
  widget: TRANSLATION_SOURCE_WIDGET,
  required: false,
  i18n: true,
  hint: 'In the Marathi column: press the button once the Marathi says what the English says now.',
};

/**
 * Every field of a translated text, nested ones too, is translated, apart from the ones the Marathi takes from the
 * English (no i18n key: Decap shows them in the English column only, and writes no Marathi file for them alone).
 */
function translatedFields(fields: DecapField[], translation: Translation): DecapField[] {
  const everywhere = (field: DecapField): DecapField => ({
    ...field,
    i18n: true,
    ...(field.fields ? { fields: field.fields.map(everywhere) } : {}),
    ...(field.field ? { field: everywhere(field.field) } : {}),
  });
  return [
    ...fields.map((field) => (translation.same?.includes(field.name) ? field : everywhere(field))),
    { ...TRANSLATION_SOURCE_FIELD, source_locale: CONTENT_LANGUAGES[0], ...(translation.same ? { same: translation.same } : {}) },
  ];
}

function folderCollection(collection: Extract<EditorCollection, { kind: 'folder' }>): DecapCollection {
  const context = { imageFolder: collection.imageFolder, overrides: collection.overrides, longText: LONG_TEXT };
  let fields: DecapField[] = decapFields(collection.schema, context);
  if (collection.body) fields.push({ name: 'body', ...collection.body });
  if (collection.translation) fields = translatedFields(fields, collection.translation);
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder: `content/${collection.folder}`,
    extension: collection.extension,
    format: collection.extension === 'md' ? 'frontmatter' : 'yml',
    create: collection.create,
    delete: collection.create,
    slug: collection.slug,
    identifier_field: collection.identifierField,
    ...(collection.sortField ? { sortable_fields: [collection.sortField, collection.identifierField] } : {}),
    ...(collection.translation ? { i18n: true } : {}),
    fields,
  };
}

function filesCollection(collection: Extract<EditorCollection, { kind: 'files' }>): DecapCollection {
  // Decap shows a files collection with i18n side by side for all its files: translated files have a collection of their own.
  const translated = collection.files.some((file) => file.translation);
  if (translated && !collection.files.every((file) => file.translation)) throw new Error(`${collection.name}: translated files need a collection of their own`);
  return {
    name: collection.name,
    label: collection.label,
    description: collection.description,
    // A form of YAML fields gains nothing from Decap's generic preview pane.
    editor: { preview: false },
    // The one structure Decap allows for a file: both languages in it, under en: and mr: (its config.ts refuses others).
    ...(translated ? { i18n: { structure: 'single_file' } } : {}),
    files: collection.files.map((file) => {
      const fields = decapFields(file.schema, { imageFolder: file.imageFolder, overrides: file.overrides, longText: LONG_TEXT });
      return {
        name: file.name,
        label: file.label,
        file: `content/${file.file}`,
        ...(file.translation ? { i18n: true, fields: translatedFields(fields, file.translation) } : { fields }),
      };
    }),
  };
}

export function buildCmsConfig(options: CmsConfigOptions): Record<string, unknown> {
  const collections = editorCollections(options.root ?? defaultContentRoot());
  return {
    backend: options.backend,
    local_backend: options.localBackend === true ? true : { url: options.localBackend },
    // decap-server's file system mode saves straight away; a git host gets one commit per save.
    publish_mode: 'simple',
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    locale: 'en',
    // Uploads outside a collection's own folder: keys are relative to content/images/, as in the content files.
    media_folder: 'content/images',
    public_folder: '',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // English and Marathi side by side (issue 35): a translated folder keeps each language in a folder of its own
    // (pages/en/home.md beside pages/mr/home.md); Decap has no way to keep the English at the folder's top.
    i18n: { structure: 'multiple_folders', locales: [...CONTENT_LANGUAGES], default_locale: CONTENT_LANGUAGES[0] },
    collections: collections.map((collection) => (collection.kind === 'folder' ? folderCollection(collection) : filesCollection(collection))),
  };
}
