import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPageContent } from '@/lib/content/pages';
import { ContentError } from '@/lib/content/reader';
import { expiryOf, getRetention, periodSentence, retentionMarkdown } from '@/lib/content/retention';

describe('retention periods (content/retention.yml)', () => {
  const retention = getRetention();

  it('covers every form once and reads as the privacy notice says', () => {
    expect(retention.periods.map(periodSentence)).toEqual([
      "Admission and payment submissions: until the end of the academic year applied for, plus one year; for admitted students the details then become part of the school's student records.",
      'Contact and enquiry messages: one year.',
      'Job applications: one year.',
      'Requests about personal data (to see, correct or erase it) and our answers: three years; so that we can show how each request was answered.',
    ]);
  });

  it('is what the privacy notice shows, in place of its {{retention}} line', async () => {
    const page = await getPageContent('privacy', undefined, { retention: retentionMarkdown(retention) });
    expect(page.html).toContain('<li>Contact and enquiry messages: one year.</li>');
    expect(page.html).toContain('<li>Backup copies of the submissions: 14 days.</li>');
    expect(page.html).not.toContain('{{retention}}');
  });

  it('ends a contact message one year after it arrived, to the millisecond', () => {
    expect(expiryOf({ type: 'contact', createdAt: '2028-03-30T20:00:00.000Z', data: {} }, retention)?.toISOString()).toBe('2029-03-30T20:00:00.000Z');
    expect(expiryOf({ type: 'career', createdAt: '2027-01-01T00:00:00.000Z', data: {} }, retention)?.toISOString()).toBe('2028-01-01T00:00:00.000Z');
  });

  it('ends an admission at midnight in Pune after 31 March, one year after its academic year', () => {
    // 2027-2028 ends on 31 March 2028; plus one year: kept until 1 April 2029 00:00 IST (18:30 UTC the day before).
    expect(expiryOf({ type: 'admission', createdAt: '2026-12-01T10:00:00.000Z', data: { academicYear: '2027-2028' } }, retention)?.toISOString()).toBe('2029-03-31T18:30:00.000Z');
    expect(expiryOf({ type: 'payment', createdAt: '2026-05-01T10:00:00.000Z', data: { academicYear: '2026-2027' } }, retention)?.toISOString()).toBe('2028-03-31T18:30:00.000Z');
  });

  it('keeps what it cannot date rather than guess', () => {
    expect(expiryOf({ type: 'admission', createdAt: '2020-01-01T00:00:00.000Z', data: {} }, retention)).toBeUndefined();
    expect(expiryOf({ type: 'unknown', createdAt: '2020-01-01T00:00:00.000Z', data: {} }, retention)).toBeUndefined();
  });

  it('names the file and the problem when a form has no period, or the notice lost its {{retention}} line', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
    try {
      fs.writeFileSync(
        path.join(root, 'retention.yml'),
        'timeZone: Asia/Kolkata\nacademicYearEnds: 03-31\nbackupDays: 14\nauditLogYears: 2\nperiods:\n  - forms: [admission, payment, contact, enquiry]\n    label: Everything\n    years: 1\n',
      );
      expect(() => getRetention(root)).toThrow(/retention\.yml: periods: career must be in exactly one period \(found 0\)/);
      fs.mkdirSync(path.join(root, 'pages', 'en'), { recursive: true });
      fs.writeFileSync(path.join(root, 'pages', 'en', 'privacy.md'), '---\nheading: Privacy Notice\n---\n\nWe keep things for a while.\n');
      await expect(getPageContent('privacy', root, { retention: '- x' })).rejects.toThrow(ContentError);
      await expect(getPageContent('privacy', root, { retention: '- x' })).rejects.toThrow(/privacy\.md: \(body\): the line \{\{retention\}\} is missing/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
