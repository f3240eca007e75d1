/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAllNotices, getNoticesForBuild, noticeTimeMs } from '@/lib/content/notices';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'content');

describe('notices', () => {
  it('reads a time without an offset as Indian time', () => {
    expect(noticeTimeMs('2026-12-01T09:00')).toBe(Date.parse('2026-12-01T03:30:00Z'));
    expect(noticeTimeMs('2026-12-01T09:00:00+05:30')).toBe(Date.parse('2026-12-01T03:30:00Z'));
    expect(noticeTimeMs('2026-12-01T03:30:00Z')).toBe(Date.parse('2026-12-01T03:30:00Z'));
  });

  it('loads each file with its time window and a dismissal key that changes with the dates', () => {
    const [notice] = getAllNotices(path.join(fixtures, 'notices'));
    expect(notice).toEqual({
      slug: 'sports-day',
      dismissKey: `sports-day@${Date.parse('2026-12-01T03:30:00Z')}`,
      title: 'Annual Sports Day on Saturday',
      message: 'Parents are welcome on the main ground from 8 am. Students report at 7:30 am in house colours.',
      link: '/news',
      linkText: 'Read the news',
      severity: 'important',
      fromMs: Date.parse('2026-12-01T03:30:00Z'),
      untilMs: Date.parse('2026-12-06T12:30:00Z'),
    });
  });

  it('reads a Marathi notice with the dates, severity and link of its English one, and never one whose English is gone', () => {
    const [english] = getAllNotices(path.join(fixtures, 'notices'));
    expect(getAllNotices(path.join(fixtures, 'notices'), 'mr')).toEqual([
      {
        ...english,
        title: 'शनिवारी वार्षिक क्रीडा दिन',
        message: 'पालकांचे मुख्य मैदानावर सकाळी 8 पासून स्वागत आहे. विद्यार्थ्यांनी आपल्या हाउसच्या रंगात सकाळी 7:30 वाजता हजर राहावे.',
        linkText: 'बातम्या वाचा',
      },
    ]);
  });

  it("shows no Marathi notice for the editor's file of empty fields", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'notices-'));
    try {
      fs.cpSync(path.join(fixtures, 'notices'), root, { recursive: true });
      fs.writeFileSync(path.join(root, 'notices', 'mr', 'sports-day.yml'), 'title: ""\nmessage: ""\nlinkText: ""\n');
      expect(getAllNotices(root, 'mr')).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('leaves notices that expired before the build out of the pages', () => {
    const root = path.join(fixtures, 'notices');
    expect(getNoticesForBuild(Date.parse('2026-11-01T00:00:00Z'), root)).toHaveLength(1);
    expect(getNoticesForBuild(Date.parse('2026-12-07T00:00:00Z'), root)).toHaveLength(0);
  });

  it('names the file and each field an editor got wrong', () => {
    expect(() => getAllNotices(path.join(fixtures, 'broken-notices'))).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/bad\.yml: until: until must be after from[\s\S]*bad\.yml: link: linkText needs a link/),
      }),
    );
  });
});
