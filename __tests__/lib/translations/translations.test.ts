/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { getFaq } from '@/lib/content/faq';
import { markTranslation, staleTranslations, translatedEntries, translationWarnings, type TranslatedEntry } from '@/lib/translations/content';
import { canonicalText, fingerprint, hasWords } from '@/lib/translations/fingerprint';

const CONTENT = path.join(process.cwd(), 'content');

/** A copy's YAML file as it was before its Marathi was written (the English alone), for the steps from none to one. */
function withoutMarathi(root: string, name: string): void {
  const file = path.join(root, name);
  const { en } = YAML.parse(fs.readFileSync(file, 'utf8')) as { en: unknown };
  fs.writeFileSync(file, YAML.stringify({ en }));
}

/** A copy of the content folder (without its photos) to change. */
function contentCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  fs.cpSync(CONTENT, root, { recursive: true, filter: (source) => !source.startsWith(path.join(CONTENT, 'images')) });
  return root;
}

const entry = (english: unknown, marathi: Record<string, unknown> | undefined, label = 'Page texts: Home (home)'): TranslatedEntry => ({
  label,
  marathiFile: 'pages/mr/home.md',
  marathiAt: [],
  editorRoute: '/collections/pages/entries/home',
  english,
  ...(marathi ? { marathi } : {}),
  same: [],
});

describe('the fingerprint of an English text', () => {
  it('is twelve hex digits that change with the words, not with how the file was written', () => {
    const english = { heading: 'Admissions', intro: 'Apply online.', body: 'Line one.\nLine two.\n' };
    const value = fingerprint(english);
    expect(value).toMatch(/^[0-9a-f]{12}$/);
    // The editor writes the same text with other line endings, key order, empty fields and trailing spaces.
    expect(fingerprint({ body: 'Line one.  \r\nLine two.', intro: 'Apply online.', heading: 'Admissions', extra: '', list: [] })).toBe(value);
    expect(fingerprint({ ...english, translated_from: '0123456789ab' })).toBe(value);
    expect(fingerprint({ ...english, body: 'Line one.\nLine 2.' })).not.toBe(value);
    expect(fingerprint({ ...english, heading: 'Admission' })).not.toBe(value);
  });

  it('leaves out the fields the Marathi copies as they are, only at the top', () => {
    const notice = { title: 'Closed on Monday', from: '2026-11-01T08:00:00+05:30', items: [{ from: 'kept' }] };
    expect(fingerprint({ ...notice, from: '2026-11-02T08:00:00+05:30' }, ['from'])).toBe(fingerprint(notice, ['from']));
    expect(canonicalText(notice, ['from'])).toBe('{"items":[{"from":"kept"}],"title":"Closed on Monday"}');
  });
});

describe('a Marathi text with words', () => {
  it('is none when the editor wrote only empty fields (a new notice nobody translated)', () => {
    expect(hasWords({ title: '', message: '', linkText: '', translated_from: '' })).toBe(false);
    expect(hasWords({ items: [{ question: '', answer: '' }], intro: null })).toBe(false);
    expect(hasWords({ updated: '2026-06-15' }, ['updated'])).toBe(false);
    expect(hasWords({ title: 'शाळा बंद', message: '' })).toBe(true);
  });
});

describe('staleTranslations (pure)', () => {
  const english = { heading: 'Home', body: 'Welcome.' };
  it('lists a Marathi text whose English changed since, then one that never recorded its English; not a current one, nor a missing one', () => {
    const current = entry(english, { heading: 'मुख्य', translated_from: fingerprint(english) }, 'Page texts: current');
    const changed = entry({ ...english, body: 'Welcome, families.' }, { heading: 'मुख्य', translated_from: fingerprint(english) }, 'Page texts: changed');
    const unmarked = entry(english, { heading: 'मुख्य' }, 'Page texts: unmarked');
    const missing = entry(english, undefined, 'Page texts: missing');
    expect(staleTranslations([unmarked, current, missing, changed])).toEqual([
      { label: 'Page texts: changed', marathiFile: 'pages/mr/home.md', editorHref: '/staff/admin/#/collections/pages/entries/home', state: 'changed' },
      { label: 'Page texts: unmarked', marathiFile: 'pages/mr/home.md', editorHref: '/staff/admin/#/collections/pages/entries/home', state: 'unmarked' },
    ]);
  });
});

describe('the Marathi texts of the content', () => {
  it('are all marked as translated from the English of today', () => {
    expect(translationWarnings()).toEqual([]);
    expect(translatedEntries().filter((candidate) => candidate.marathi).length).toBeGreaterThanOrEqual(2);
  });

  it('puts a Marathi page on the stale list when its English changes, and off it once marked again', () => {
    const root = contentCopy();
    try {
      expect(translationWarnings(root)).toEqual([]);
      fs.appendFileSync(path.join(root, 'pages', 'en', 'home.md'), '\nA new sentence about the new sports ground.\n');
      expect(translationWarnings(root)).toEqual([
        expect.stringMatching(/^content\/pages\/mr\/home\.md: the English of "Page texts: .+ \(home\)" changed since/),
      ]);
      expect(staleTranslations(translatedEntries(root))[0].editorHref).toBe('/staff/admin/#/collections/pages/entries/home');
      const marathi = fs.readFileSync(path.join(root, 'pages', 'mr', 'home.md'), 'utf8');
      markTranslation('content/pages/mr/home.md', root);
      expect(translationWarnings(root)).toEqual([]);
      // Only the one line changed: the rest of the file is as the translator wrote it.
      const after = fs.readFileSync(path.join(root, 'pages', 'mr', 'home.md'), 'utf8');
      expect(after.replace(/^translated_from: .*\n/m, '')).toBe(marathi.replace(/^translated_from: .*\n/m, ''));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads the Marathi of a YAML file under mr:, never fails for a missing one, and marks it inside mr:', () => {
    const root = contentCopy();
    try {
      withoutMarathi(root, 'faq.yml');
      expect(getFaq(root, 'mr')).toBeUndefined();
      const file = path.join(root, 'faq.yml');
      const data = YAML.parse(fs.readFileSync(file, 'utf8')) as { en: { heading: string; items: { question: string; answer: string }[] } };
      const mr = { heading: 'नेहमी विचारले जाणारे प्रश्न', items: [{ question: 'शिक्षणाचे माध्यम कोणते?', answer: 'इंग्रजी.' }] };
      fs.appendFileSync(file, YAML.stringify({ mr }));
      expect(getFaq(root, 'mr')).toEqual({ heading: mr.heading, intro: undefined, items: [{ question: mr.items[0].question, paragraphs: ['इंग्रजी.'] }] });
      expect(translationWarnings(root)).toEqual([
        expect.stringMatching(/^content\/faq\.yml: the Marathi text of "Questions and answers \(\/faq\)" does not record/),
      ]);
      markTranslation('content/faq.yml', root);
      expect(translationWarnings(root)).toEqual([]);
      expect(YAML.parse(fs.readFileSync(file, 'utf8')).mr.translated_from).toBe(fingerprint(data.en));
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('What is the medium of instruction?', 'Which language do teachers use?'));
      expect(translationWarnings(root)).toEqual([expect.stringMatching(/^content\/faq\.yml: the English of "Questions and answers \(\/faq\)" changed since/)]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to mark a file that is not a Marathi text, or a Marathi text that is not there', () => {
    expect(() => markTranslation('content/pages/en/home.md')).toThrow(/not a Marathi text of the editor/);
    const root = contentCopy();
    try {
      withoutMarathi(root, 'child-safety.yml');
      expect(() => markTranslation('content/child-safety.yml', root)).toThrow(/no Marathi text to mark yet/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
