import path from 'node:path';
import { z } from 'zod';
import { SCHOOL_UTC_OFFSET } from '../dates';
import { defaultContentRoot, listFiles, readYaml, readYamlTranslation, type ContentLanguage } from './reader';

export const NOTICE_SEVERITIES = ['info', 'important', 'urgent'] as const;
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number];

const noticeTime = z.iso.datetime({
  offset: true,
  local: true,
  error: 'Expected a date and time such as 2026-06-01T09:00:00+05:30 (without +05:30 it is read as Indian time)',
});

export const noticeSchema = z
  .object({
    title: z.string().trim().min(3).max(80, 'Keep the title to 80 characters: it is shown on one line'),
    message: z.string().trim().min(3).max(300, 'Keep the message to 300 characters: longer news belongs on /news'),
    /** Where the notice leads: a page of this site (`/onlineadmission`) or a full address. */
    link: z
      .string()
      .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'Expected a site path such as /onlineadmission or a full address starting with https://')
      .optional(),
    linkText: z.string().trim().min(2).max(40).optional(),
    /** Shown from this moment... */
    from: noticeTime,
    /** ...until this one; after it the notice disappears by itself, even from pages built earlier. */
    until: noticeTime,
    severity: z.enum(NOTICE_SEVERITIES),
  })
  .refine((notice) => noticeTimeMs(notice.until) > noticeTimeMs(notice.from), { message: 'until must be after from', path: ['until'] })
  .refine((notice) => notice.linkText === undefined || notice.link !== undefined, { message: 'linkText needs a link', path: ['link'] });

export type NoticeFile = z.output<typeof noticeSchema>;

export interface Notice {
  /** The file name without `.yml`. */
  slug: string;
  /** What a dismissal is remembered by: a notice published again with new dates shows again. */
  dismissKey: string;
  title: string;
  message: string;
  link?: string;
  linkText?: string;
  severity: NoticeSeverity;
  /** Milliseconds since 1970 (UTC), as the browser's Date.now() counts. */
  fromMs: number;
  untilMs: number;
}

/** `2026-06-01T09:00:00+05:30`, `...Z` or `2026-06-01T09:00` (school time) to milliseconds. */
export function noticeTimeMs(value: string): number {
  const hasOffset = /(?:Z|[+-]\d{2}:\d{2})$/.test(value);
  return Date.parse(hasOffset ? value : `${value}${value.length === 16 ? ':00' : ''}${SCHOOL_UTC_OFFSET}`);
}

/** Where the notices are: one folder per language (`notices/en/`, `notices/mr/`), a notice's two files of one name. */
export const NOTICES_FOLDER = 'notices';

/** What a Marathi notice takes from its English as it is: when it shows, how loud, and where it leads. */
export const NOTICE_SAME = ['from', 'until', 'severity', 'link'];

/** Every notice in `content/notices/en/*.yml` (or their Marathi translations in `notices/mr/`), by start time. */
export function getAllNotices(root: string = defaultContentRoot(), language: ContentLanguage = 'en'): Notice[] {
  return listFiles(path.join(root, NOTICES_FOLDER, language), '.yml')
    .flatMap((file) => {
      const slug = path.basename(file, '.yml');
      const data =
        language === 'en' ? readYaml(file, noticeSchema) : readYamlTranslation(file, path.join(root, NOTICES_FOLDER, 'en', `${slug}.yml`), noticeSchema, NOTICE_SAME);
      return data ? [{ slug, data }] : [];
    })
    .map(({ slug, data }) => {
      const fromMs = noticeTimeMs(data.from);
      return {
        slug,
        dismissKey: `${slug}@${fromMs}`,
        title: data.title,
        message: data.message,
        ...(data.link ? { link: data.link, linkText: data.linkText } : {}),
        severity: data.severity,
        fromMs,
        untilMs: noticeTimeMs(data.until),
      };
    })
    .sort((a, b) => a.fromMs - b.fromMs || a.slug.localeCompare(b.slug));
}

/**
 * The notices a page built at `now` carries: the current and the future ones. Expired ones are left out of
 * the HTML altogether; the browser decides between the rest (components/notices/).
 */
export function getNoticesForBuild(now: number = Date.now(), root: string = defaultContentRoot(), language: ContentLanguage = 'en'): Notice[] {
  return getAllNotices(root, language).filter((notice) => notice.untilMs > now);
}
