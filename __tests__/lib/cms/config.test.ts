/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { coveredPaths, editorCollections, NOT_IN_EDITOR, type EditorCollection } from '@/lib/cms/collections';
import { backendFromEnv, backendOrigins, buildCmsConfig } from '@/lib/cms/config';
import { editorDrift } from '@/lib/cms/drift';
import { decapFields, LONG_TEXT, type DecapField } from '@/lib/cms/schema-fields';

const collections = editorCollections();
const config = buildCmsConfig({ backend: backendFromEnv({}), siteUrl: 'https://school.example', localBackend: true });

interface GeneratedFile {
  label: string;
  schema: z.ZodType;
  fields: DecapField[];
}

/** Each schema with the fields the generated config.yml really holds for it. */
function generated(): GeneratedFile[] {
  const decap = config.collections as Array<{ name: string; fields?: DecapField[]; files?: Array<{ name: string; fields: DecapField[] }> }>;
  return collections.flatMap((collection: EditorCollection) => {
    const entry = decap.find((candidate) => candidate.name === collection.name)!;
    if (collection.kind === 'folder') return [{ label: collection.name, schema: collection.schema, fields: entry.fields! }];
    return collection.files.map((file) => ({
      label: `${collection.name}/${file.name}`,
      schema: file.schema,
      fields: entry.files!.find((candidate) => candidate.name === file.name)!.fields,
    }));
  });
}

describe('the editor configuration (lib/cms/) against the content schemas', () => {
  it.each(generated().map((file) => [file.label, file] as const))(
    '%s: every schema field is in the editor, with the same required flag, options, patterns and list sizes',
    (_label, file) => {
      expect(editorDrift(file.schema, file.fields)).toEqual([]);
    },
  );

  it('fails when a schema field is missing from the editor, or loses its rule', () => {
    const schema = z.object({
      title: z.string().min(3),
      severity: z.enum(['info', 'urgent']),
      code: z.string().regex(/^[A-Z]{4}$/, 'Four capitals'),
      rows: z.array(z.object({ day: z.string(), note: z.string().optional() })).min(1),
    });
    const fields = decapFields(schema, { longText: LONG_TEXT });
    expect(editorDrift(schema, fields)).toEqual([]);
    expect(
      editorDrift(
        schema,
        fields.filter((field) => field.name !== 'severity'),
      ),
    ).toEqual(['severity: in the schema but not in the editor']);
    const loosened = fields.map((field) =>
      field.name === 'title'
        ? { ...field, required: false }
        : field.name === 'severity'
          ? { ...field, options: ['info'] }
          : field.name === 'code'
            ? { ...field, pattern: undefined }
            : field,
    );
    expect(editorDrift(schema, loosened)).toEqual([
      'title: required is true in the schema but false in the editor',
      'severity: options ["info"] differ from the schema\'s ["info","urgent"]',
      "code: the schema's pattern ^[A-Z]{4}$ is not checked by the editor",
    ]);
    const rows = fields.find((field) => field.name === 'rows')!;
    const withoutNote = fields.map((field) => (field.name === 'rows' ? { ...rows, fields: rows.fields!.filter((inner) => inner.name !== 'note') } : field));
    expect(editorDrift(schema, withoutNote)).toEqual(['rows.note: in the schema but not in the editor']);
  });

  it('covers every content file, apart from the ones listed with a reason', () => {
    const root = path.join(process.cwd(), 'content');
    const covered = coveredPaths(collections);
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /\.(ya?ml|md)$/.test(file));
    const uncovered = files.filter(
      (file) => !(file in NOT_IN_EDITOR) && !covered.includes(file) && !covered.includes(`${path.posix.dirname(file)}/*${path.posix.extname(file)}`),
    );
    expect(uncovered).toEqual([]);
  });

  it('carries option lists, patterns, image folders and date formats into Decap fields', () => {
    const notices = (config.collections as Array<{ name: string; fields: DecapField[] }>).find((collection) => collection.name === 'notices')!;
    const field = (name: string) => notices.fields.find((candidate) => candidate.name === name)!;
    expect(field('severity')).toEqual(expect.objectContaining({ widget: 'select', options: ['info', 'important', 'urgent'] }));
    expect(field('from')).toEqual(expect.objectContaining({ widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ', default: '{{now}}' }));
    expect(field('link')).toEqual(
      expect.objectContaining({ required: false, pattern: [expect.stringContaining('https?'), expect.stringContaining('site path')] }),
    );
    const news = (config.collections as Array<{ name: string; fields: DecapField[] }>).find((collection) => collection.name === 'news')!;
    expect(news.fields.find((candidate) => candidate.name === 'image')).toEqual(
      expect.objectContaining({ widget: 'image', media_folder: '/content/images/news', public_folder: 'news' }),
    );
    expect(news.fields.find((candidate) => candidate.name === 'date')).toEqual(
      expect.objectContaining({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false }),
    );
  });

  it("shows the admission documents in English and Marathi side by side: each document's words translated, the settings in the English column only", () => {
    const translated = (
      config.collections as Array<{ name: string; i18n?: unknown; files: Array<{ name: string; file: string; i18n?: boolean; fields: DecapField[] }> }>
    ).find((collection) => collection.name === 'translated-lists')!;
    expect(translated.i18n).toEqual({ structure: 'single_file' });
    const file = translated.files.find((candidate) => candidate.name === 'admission-documents')!;
    expect(file).toEqual(expect.objectContaining({ file: 'content/admission-documents.yml', i18n: true }));
    const field = (name: string) => file.fields.find((candidate) => candidate.name === name)!;
    expect(field('collectAadhaar').i18n).toBeUndefined();
    expect(field('officeReplyDays').i18n).toBeUndefined();
    expect(field('documents').i18n).toBe(true);
    expect(
      field('documents')
        .fields!.filter((inner) => inner.i18n)
        .map((inner) => inner.name),
    ).toEqual(expect.arrayContaining(['id', 'title', 'help']));
    expect(field('translated_from')).toEqual(expect.objectContaining({ widget: 'translation-source', same: ['collectAadhaar', 'officeReplyDays'] }));
  });

  it('takes the production backend from the environment, and refuses an incomplete one', () => {
    expect(backendFromEnv({})).toEqual({ name: 'staff', proxy_url: '/staff/cms/api/v1' });
    expect(backendOrigins(backendFromEnv({}))).toEqual([]);
    expect(
      backendFromEnv({
        CMS_BACKEND: 'gitea',
        CMS_REPO: 'school/website',
        CMS_BASE_URL: 'https://git.school.example',
        CMS_API_ROOT: 'https://git.school.example/api/v1',
      }),
    ).toEqual({
      name: 'gitea',
      repo: 'school/website',
      branch: 'main',
      base_url: 'https://git.school.example',
      api_root: 'https://git.school.example/api/v1',
    });
    expect(backendOrigins(backendFromEnv({ CMS_BACKEND: 'github', CMS_REPO: 'school/website' }))).toEqual(['https://api.github.com']);
    expect(() => backendFromEnv({ CMS_BACKEND: 'github' })).toThrow('CMS_REPO');
    expect(() => backendFromEnv({ CMS_BACKEND: 'svn' })).toThrow('CMS_BACKEND');
  });
});
