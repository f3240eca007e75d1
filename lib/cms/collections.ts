/**
 * Every content type the editor (/admin) offers, with the zod schema that `npm run check:content` uses for it.
 * lib/cms/config.ts turns this list into Decap CMS's configuration; __tests__/lib/cms/ checks that every
 * content file is covered and that the editor's fields match the schemas.
 */
import path from 'node:path';
import type { z } from 'zod';
import { blogSchema } from '../content/blog';
import { calendarSchema } from '../content/calendar';
import { booksSchema } from '../content/books';
import { campusSchema } from '../content/campus';
import { CHILD_SAFETY_FILE, CHILD_SAFETY_SAME, childSafetySchema } from '../content/child-safety';
import { clubsSchema } from '../content/clubs';
import { disclosuresSchema, getDisclosures } from '../content/disclosures';
import { applicationFormTextSchema, downloadSlug, isStructuredDownload, pdfDocumentSchema } from '../content/downloads';
import { FAQ_FILE, faqSchema } from '../content/faq';
import { feesSchema } from '../content/fees';
import { featuresSchema } from '../content/features';
import { photosFileSchema } from '../content/gallery';
import { homeSchema } from '../content/home';
import { indoorSchema } from '../content/indoor';
import { disclosureSchema } from '../content/mandatory-disclosure';
import { newsSchema } from '../content/news';
import { NOTICE_SAME, NOTICES_FOLDER, noticeSchema } from '../content/notices';
import { PAGES_FOLDER, pageSchema } from '../content/pages';
import { paintingsSchema } from '../content/paintings';
import { CONTENT_LANGUAGES, defaultContentRoot } from '../content/reader';
import { retentionSchema } from '../content/retention';
import { rulesSchema } from '../content/rules';
import { searchSynonymsSchema } from '../content/search-synonyms';
import { holidaysSchema, testScheduleSchema } from '../content/schedules';
import { siteSchema } from '../content/site';
import { marathiStatusMessagesSchema, statusMessagesSchema } from '../content/status-messages';
import { ADMISSION_DOCUMENTS_FILE, ADMISSION_DOCUMENTS_SAME, admissionDocumentsSchema } from '../content/admission-documents';
import { teachersSchema } from '../content/teachers';
import { testimonialsSchema } from '../content/testimonials';
import type { DecapField, FieldOverride } from './schema-fields';

/** One YAML file edited as a form, e.g. `teachers.yml`. */
export interface FileEntry {
  name: string;
  label: string;
  /** Path under content/, e.g. `teachers.yml` or `downloads/fee-structure.yml`. */
  file: string;
  schema: z.ZodType;
  imageFolder?: string;
  overrides?: Record<string, FieldOverride>;
  /** Shown in English and Marathi side by side: both in the one file, under `en:` and `mr:` (CONTENT.md, "Translating"). */
  translation?: Translation;
}

/**
 * A text the editor shows in English and Marathi side by side (Decap's i18n). `same`: the top-level fields the Marathi
 * takes from the English as they are (dates, addresses): in the English column only (Decap's `duplicate` would write
 * them into a Marathi file nobody translated), and changing them never asks for a new translation.
 */
export interface Translation {
  same?: readonly string[];
}

/** A folder with one file per item (news, blog, notices, page texts). */
export interface FolderCollection {
  kind: 'folder';
  name: string;
  label: string;
  labelSingular: string;
  description: string;
  /** Path under content/, e.g. `news`. */
  folder: string;
  extension: 'md' | 'yml';
  schema: z.ZodType;
  /** The markdown body below the front matter, for `.md` collections. */
  body?: Omit<DecapField, 'name'>;
  /** File name of a new item (Decap slug template). */
  slug: string;
  create: boolean;
  identifierField: string;
  imageFolder?: string;
  overrides?: Record<string, FieldOverride>;
  sortField?: string;
  /** Shown in English and Marathi side by side: `<folder>/en/<slug>` beside `<folder>/mr/<slug>`. */
  translation?: Translation;
}

export interface FilesCollection {
  kind: 'files';
  name: string;
  label: string;
  description: string;
  files: FileEntry[];
}

export type EditorCollection = FolderCollection | FilesCollection;

/**
 * Content files deliberately not in the editor, with the reason. Anything else in content/ must belong to a
 * collection (a test checks this).
 */
export const NOT_IN_EDITOR: Record<string, string> = {
  'videos.yml': 'video files are encoded by a programmer (ffmpeg) together with this list; the editor cannot upload them',
};

const DATE_HINT = 'The day it happened; it sorts the list and places the item on the /events calendar.';

/** The editor's collections, in the order an office editor needs them most. */
export function editorCollections(root: string = defaultContentRoot()): EditorCollection[] {
  // The disclosure, results and fee PDFs are made from their own structured files (below), the rest from downloads/*.yml.
  const downloads: FileEntry[] = getDisclosures(root)
    .filter((disclosure) => !isStructuredDownload(downloadSlug(disclosure.file)))
    .map((disclosure) => ({
      name: `download-${downloadSlug(disclosure.file)}`,
      label: `${disclosure.title} (PDF text)`,
      file: `downloads/${downloadSlug(disclosure.file)}.yml`,
      schema: pdfDocumentSchema,
      overrides: {
        blocks: {
          hint: 'Each block is exactly one of: a heading, a paragraph, a list or a table. Write Rs. for the rupee sign.',
          summary: '{{fields.heading}}{{fields.paragraph}}',
        },
      },
    }));
  return [
    {
      kind: 'folder',
      name: 'notices',
      label: 'Notices',
      labelSingular: 'Notice',
      description: 'Short dated announcements shown at the top of every page between "From" and "Until". They disappear by themselves.',
      folder: NOTICES_FOLDER,
      extension: 'yml',
      schema: noticeSchema,
      slug: '{{slug}}',
      create: true,
      identifierField: 'title',
      sortField: 'from',
      translation: { same: NOTICE_SAME },
      overrides: {
        from: { default: '{{now}}', hint: 'When the notice starts to show (Indian time).' },
        until: { hint: 'When it stops showing, by itself, even on pages that were not rebuilt.' },
        link: { hint: 'Optional: a page of this site such as /onlineadmission, or a full address starting with https://' },
        linkText: { label: 'Link text', hint: 'The words of the link, e.g. "Apply online". Needs a link.' },
        severity: { hint: 'info: blue, important: amber, urgent: red.' },
      },
    },
    {
      kind: 'folder',
      name: 'news',
      label: 'News',
      labelSingular: 'News item',
      description: 'One item per event, with one photo. Shown on /news under its month and on the /events calendar.',
      folder: 'news',
      extension: 'md',
      schema: newsSchema(root),
      body: { label: 'Description', widget: 'text', hint: 'What happened, in plain sentences. Leave an empty line between paragraphs.' },
      // The date as written (YYYY-MM-DD): {{year}}-{{month}}-{{day}} would take the UTC day, a day early in India.
      slug: '{{fields.date}}-{{slug}}',
      create: true,
      identifierField: 'title',
      imageFolder: 'news',
      sortField: 'date',
      overrides: {
        date: { hint: DATE_HINT },
        image: { hint: 'A landscape photo, at least 1200 pixels wide.' },
        imageAlt: { label: 'Image description', hint: 'What the photo shows, for visitors who cannot see it. The title is used when left empty.' },
        description: { widget: 'hidden', hint: 'Only in imported items: write new descriptions in the Description box.' },
      },
    },
    {
      kind: 'folder',
      name: 'blog',
      label: 'Blog',
      labelSingular: 'Article',
      description: 'Articles for parents. Each has its own page at /blog/<url>, and appears in the RSS feed and the sitemap.',
      folder: 'blog',
      extension: 'md',
      schema: blogSchema(root),
      body: { label: 'Article', widget: 'markdown', hint: 'Headings, paragraphs and lists.' },
      slug: '{{fields.url}}',
      create: true,
      identifierField: 'title',
      imageFolder: 'blog',
      sortField: 'date',
      overrides: {
        topheading: { label: 'Top heading', hint: 'The line above the title on the article page.' },
        description: { hint: '50 to 170 characters: search engines show it under the title.' },
        url: { label: 'Address (url)', hint: 'The end of the article address: lowercase letters, digits and hyphens, e.g. first-day-of-school.' },
        imageAlt: { label: 'Image description', hint: 'What the photo shows. The title is used when left empty.' },
      },
    },
    {
      kind: 'files',
      name: 'gallery',
      label: 'Gallery',
      description: 'The photos of /gallery (with their filter category) and of /outdoor.',
      files: [
        {
          name: 'gallery',
          label: 'Gallery photos (/gallery)',
          file: 'gallery.yml',
          schema: photosFileSchema(root, true),
          imageFolder: 'gallery',
          overrides: {
            photos: { label_singular: 'photo', summary: '{{fields.alt}}' },
            'photos.alt': { label: 'Description', hint: 'What the photo shows, in a short sentence.' },
            'photos.category': { hint: 'The filter button it appears under; leave empty for "All" only.' },
          },
        },
        {
          name: 'outdoor',
          label: 'Outdoor activities photos (/outdoor)',
          file: 'outdoor.yml',
          schema: photosFileSchema(root, false),
          imageFolder: 'outdoor',
          overrides: { photos: { label_singular: 'photo', summary: '{{fields.alt}}' }, 'photos.alt': { label: 'Description' } },
        },
      ],
    },
    {
      kind: 'files',
      name: 'people',
      label: 'Teachers',
      description: "The staff on /teachers, in their groups. CBSE asks for every teacher's qualification.",
      files: [
        {
          name: 'teachers',
          label: 'Teachers (/teachers)',
          file: 'teachers.yml',
          schema: teachersSchema(root),
          imageFolder: 'teachers',
          overrides: {
            groups: { label_singular: 'group', summary: '{{fields.title}}' },
            'groups.teachers': { label_singular: 'teacher', summary: '{{fields.name}} ({{fields.designation}})' },
            'groups.teachers.id': { label: 'Number', hint: 'Any number not used by another teacher.' },
            'groups.teachers.qualification': { hint: 'Degrees and diplomas, e.g. M.Sc. (Physics), B.Ed.' },
            'groups.teachers.image': { label: 'Photo', hint: 'A portrait photo, 400 x 480 pixels or larger.' },
          },
        },
      ],
    },
    {
      kind: 'files',
      name: 'schedules',
      label: 'Calendar and schedules',
      description: 'The test schedule, the holiday programme and the school calendar: change them for each academic year.',
      files: [
        {
          name: 'test-schedule',
          label: 'Test schedule (/test)',
          file: 'test-schedule.yml',
          schema: testScheduleSchema,
          overrides: { tableTitle: { label: 'Table title' }, 'rows.ptm': { label: 'Parent Teacher Meeting' } },
        },
        {
          name: 'holidays',
          label: 'Holiday programme (/holiday)',
          file: 'holidays.yml',
          schema: holidaysSchema,
          overrides: { tableTitle: { label: 'Table title', hint: 'Name the academic year, e.g. Programme For 2026 - 2027.' } },
        },
        { name: 'calendar', label: 'School calendar (/calendar)', file: 'calendar.yml', schema: calendarSchema(root), imageFolder: 'calendar' },
      ],
    },
    {
      kind: 'files',
      name: 'settings',
      label: 'School details',
      description: 'Name, contacts, address, bank accounts, academic years and class options of the admission forms, and the chat button.',
      files: [
        {
          name: 'site',
          label: 'School details (every page)',
          file: 'site.yml',
          schema: siteSchema,
          overrides: {
            academicYears: {
              label: 'Academic years',
              label_singular: 'academic year',
              hint: 'The years the admission forms offer, e.g. 2027-2028. Remove a year when its admissions close.',
            },
            classOptions: { label: 'Class options', label_singular: 'class', hint: 'The classes the admission forms offer.' },
            bankAccounts: { label_singular: 'bank account', summary: '{{fields.bank}}' },
            social: { label_singular: 'link', summary: '{{fields.label}}' },
            mapEmbedUrl: { label: 'Map embed address' },
            mapLinkUrl: { label: 'Map link address' },
            applicationFormPdf: { label: 'Application form PDF' },
            'address.pinCode': { label: 'PIN code' },
            'bankAccounts.ifsc': { label: 'IFSC' },
            chat: { collapsed: true },
          },
        },
        {
          name: 'status-messages',
          label: "Application status wording (/admission-status, the family's application page and status mails)",
          file: 'status-messages.yml',
          schema: statusMessagesSchema,
        },
        {
          name: 'status-messages-mr',
          label: 'Application status wording in Marathi (for families who applied from a Marathi page)',
          file: 'mr/status-messages.yml',
          schema: marathiStatusMessagesSchema,
        },
        {
          name: 'retention',
          label: 'How long forms are kept (privacy notice; the server deletes older ones)',
          file: 'retention.yml',
          schema: retentionSchema,
        },
        {
          name: 'search-synonyms',
          label: "Search synonyms (a parent's word and the school's word for it)",
          file: 'search-synonyms.yml',
          schema: searchSynonymsSchema,
          overrides: {
            synonyms: { label_singular: 'synonym', summary: '{{fields.words}} → {{fields.means}}' },
            'synonyms.words': { label: 'What parents type', hint: 'Lower case words, e.g. bus, school bus' },
            'synonyms.means': { label: "The school's words", hint: 'Searched as well, e.g. transport' },
          },
        },
      ],
    },
    {
      kind: 'files',
      name: 'documents',
      label: 'Documents (PDF)',
      description: 'The Mandatory Disclosure menu and the text of each PDF (fee structure, PTA, SMC, ...). The PDFs are written again at each build.',
      files: [
        {
          name: 'disclosures',
          label: 'Mandatory Disclosure menu',
          file: 'disclosures.yml',
          schema: disclosuresSchema,
          overrides: { disclosures: { summary: '{{fields.title}}' } },
        },
        {
          name: 'mandatory-disclosure',
          label: 'Mandatory Public Disclosure (/mandatory-disclosure and its PDF)',
          file: 'mandatory-disclosure.yml',
          schema: disclosureSchema(root),
          overrides: { updated: { hint: 'The day these facts were last checked; shown on the page.' } },
        },
        {
          name: 'fees',
          label: 'Fee structure in English and Marathi (/fees and its PDF)',
          file: 'fees.yml',
          schema: feesSchema,
          overrides: { academicYears: { label: 'Academic years approved', label_singular: 'academic year' } },
        },
        {
          name: 'books',
          label: 'Prescribed books and declaration (/books and its PDF)',
          file: 'books.yml',
          schema: booksSchema,
          overrides: {
            academicYear: { hint: 'The year this list is for, e.g. 2027-2028.' },
            'declaration.signedOn': { label: 'Signed on', hint: 'The day the Manager and the Principal signed the declaration.' },
            classes: { label_singular: 'class', summary: '{{fields.name}}' },
            'classes.books': { label_singular: 'book', summary: '{{fields.subject}}: {{fields.title}}' },
          },
        },
        ...downloads,
        { name: 'application-form', label: 'Application form (PDF text)', file: 'downloads/application-form.yml', schema: applicationFormTextSchema },
      ],
    },
    {
      kind: 'files',
      name: 'page-lists',
      label: 'Page lists',
      description: "The cards, questions and rules shown on the school's pages.",
      files: [
        { name: 'clubs', label: 'Clubs (/clubs)', file: 'clubs.yml', schema: clubsSchema },
        { name: 'features', label: 'Salient features (/salientfeatures)', file: 'features.yml', schema: featuresSchema(root), imageFolder: 'features' },
        { name: 'rules', label: 'Rules and regulations (/rules)', file: 'rules.yml', schema: rulesSchema },
        { name: 'testimonials', label: 'Testimonials (/testimonials)', file: 'testimonials.yml', schema: testimonialsSchema },
        { name: 'campus', label: 'Campus photos (/campus)', file: 'campus.yml', schema: campusSchema(root), imageFolder: 'campus' },
        { name: 'indoor', label: 'Indoor activities (/indoor)', file: 'indoor.yml', schema: indoorSchema(root), imageFolder: 'indoor' },
        { name: 'paintings', label: "Students' paintings (/studentscorner)", file: 'paintings.yml', schema: paintingsSchema(root), imageFolder: 'paintings' },
        { name: 'home', label: 'Home page sections (/)', file: 'home.yml', schema: homeSchema(root), imageFolder: 'home' },
      ],
    },
    {
      kind: 'files',
      name: 'translated-lists',
      label: 'Page lists in English and Marathi',
      description: "The questions and answers, the child-safety page and the families' documents checklist: the English and the Marathi side by side.",
      files: [
        {
          name: 'admission-documents',
          label: "Admission documents (each family's checklist, by class)",
          file: ADMISSION_DOCUMENTS_FILE,
          schema: admissionDocumentsSchema,
          translation: { same: ADMISSION_DOCUMENTS_SAME },
          overrides: {
            documents: { label_singular: 'document', summary: '{{fields.title}}' },
            'documents.id': {
              hint: 'Never change it once families have uploaded. The Marathi column repeats it: it says which document the Marathi translates.',
            },
            'documents.classes': { hint: 'Set in the English column; the Marathi column only translates the title and the help.' },
            'documents.aadhaar': { hint: 'Set in the English column; the Marathi column only translates the title and the help.' },
          },
        },
        {
          name: 'faq',
          label: 'Questions and answers (/faq)',
          file: FAQ_FILE,
          schema: faqSchema,
          translation: {},
          overrides: { 'items.answer': { hint: 'Each line becomes a paragraph.' } },
        },
        {
          name: 'child-safety',
          label: 'Child safety: committees and helplines (/child-safety)',
          file: CHILD_SAFETY_FILE,
          schema: childSafetySchema,
          translation: { same: CHILD_SAFETY_SAME },
          overrides: {
            updated: { hint: 'The day the committees and numbers were last checked; shown on the page.' },
            committees: { label_singular: 'committee', summary: '{{fields.name}}' },
            'committees.members': { label_singular: 'member', summary: '{{fields.name}} ({{fields.role}})' },
            helplines: { label_singular: 'helpline', summary: '{{fields.name}}' },
          },
        },
      ],
    },
    {
      kind: 'folder',
      name: 'pages',
      label: 'Page texts',
      labelSingular: 'Page',
      description: 'The heading, introduction and text of each page. Pages are added by a programmer, so there is no "New" button here.',
      folder: PAGES_FOLDER,
      extension: 'md',
      schema: pageSchema,
      body: { label: 'Text', widget: 'markdown', required: false },
      slug: '{{slug}}',
      create: false,
      identifierField: 'heading',
      translation: {},
    },
  ];
}

/** The folders of a folder collection's items: itself, or one per language for a translated one (`pages/en`, `pages/mr`). */
export function itemFolders(collection: FolderCollection): string[] {
  return collection.translation ? CONTENT_LANGUAGES.map((language) => path.posix.join(collection.folder, language)) : [collection.folder];
}

/** Every content path (under content/) the collections cover: files, and folders as `news/*.md`. */
export function coveredPaths(collections: EditorCollection[]): string[] {
  return collections.flatMap((collection) =>
    collection.kind === 'folder'
      ? itemFolders(collection).map((folder) => path.posix.join(folder, `*.${collection.extension}`))
      : collection.files.map((file) => file.file),
  );
}
