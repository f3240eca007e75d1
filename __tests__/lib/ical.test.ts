/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { academicYearOf, type CalendarEvent, getAllEvents } from '@/lib/content/events';
import { getAllNews } from '@/lib/content/news';
import { defaultContentRoot } from '@/lib/content/reader';
import { getHolidayProgramme, getTestSchedule } from '@/lib/content/schedules';
import { buildCalendar, type CalendarFeedOptions } from '@/lib/ical';

const options: CalendarFeedOptions = {
  name: 'Sunrise Valley School calendar',
  description: 'Tests, meetings and holidays.',
  organiser: 'Sunrise Valley English Medium School',
  host: 'school.example',
  absolute: (path) => `https://school.example${path}`,
};

/** The feed as a calendar app reads it: parsed by ical.js, one entry per VEVENT. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      url: String(component.getFirstPropertyValue('url')),
      categories: component.getFirstPropertyValue('categories'),
      stamp: String(component.getFirstPropertyValue('dtstamp')),
    };
  });
  return { calendar, events };
}

const holi: CalendarEvent = {
  id: '2026-03-14-holi',
  title: 'Holi; colours, fun',
  date: '2026-03-14',
  dateLabel: '14 Mar 2026',
  summary: 'Line one\nline two, with commas; and semicolons',
  href: '/news#2026-03-14-holi',
  source: 'news',
  kind: 'event',
};

describe('iCalendar feed', () => {
  it('writes an all-day item that a parser reads back with its text, dates, link and category', () => {
    const text = buildCalendar([holi], options);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(options.name);
    expect(events).toEqual([
      {
        uid: '2026-03-14-holi@school.example',
        summary: 'Holi; colours, fun',
        description: 'Line one\nline two, with commas; and semicolons',
        start: '2026-03-14',
        end: '2026-03-15',
        allDay: true,
        url: 'https://school.example/news#2026-03-14-holi',
        categories: 'School event',
        stamp: '2026-03-14T00:00:00Z',
      },
    ]);
  });

  it('ends a multi-day item the day after its last day, across a month and a year end', () => {
    const { events } = parse(buildCalendar([{ ...holi, id: 'christmas', date: '2026-12-24', endDate: '2027-01-01', kind: 'holiday' }], options));
    expect([events[0].start, events[0].end, events[0].categories]).toEqual(['2026-12-24', '2027-01-02', 'Holiday or break']);
  });

  it('writes the same dates whatever the time zone of the machine that builds it', () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      const west = buildCalendar([holi], options);
      process.env.TZ = 'Asia/Kolkata';
      expect(buildCalendar([holi], options)).toBe(west);
    } finally {
      process.env.TZ = before;
    }
  });
});

describe('the school calendar feed', () => {
  const events = getAllEvents();
  const parsed = parse(buildCalendar(events, options)).events;

  it('holds every dated item of the holiday programme, the test schedule (tests and PTMs) and the news', () => {
    const byUid = new Map(parsed.map((event) => [event.uid, event]));
    expect(byUid.size).toBe(parsed.length);
    for (const row of getHolidayProgramme().rows) {
      expect(parsed).toContainEqual(expect.objectContaining({ summary: row.schedule, start: row.from, allDay: true }));
    }
    for (const row of getTestSchedule().rows) {
      expect(parsed).toContainEqual(expect.objectContaining({ summary: row.exam, start: row.start }));
      expect(parsed).toContainEqual(expect.objectContaining({ summary: `Parent Teacher Meeting (${row.exam})`, start: row.ptm }));
    }
    for (const item of getAllNews()) {
      expect(byUid.get(`${item.slug}@school.example`)).toEqual(expect.objectContaining({ summary: item.title, start: item.date }));
    }
    // The summer vacation, which the programme names only between the two parts of the first term.
    expect(parsed).toContainEqual(
      expect.objectContaining({ summary: 'Summer vacation', start: '2026-05-01', end: '2026-06-15', categories: 'Holiday or break' }),
    );
    expect(parsed).toHaveLength(getHolidayProgramme().rows.length + 1 + 2 * getTestSchedule().rows.length + getAllNews().length);
  });

  it('derives each UID from the item, not from the build: two builds give the same feed', () => {
    const again = buildCalendar(getAllEvents(), options);
    expect(again).toBe(buildCalendar(events, options));
    // An editor moves PT 1 by a week: each item keeps its UID, so a subscribed phone moves it instead of
    // showing it twice.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-'));
    const schedule = fs.readFileSync(path.join(defaultContentRoot(), 'test-schedule.yml'), 'utf8');
    fs.writeFileSync(path.join(root, 'test-schedule.yml'), schedule.replace('start: 2026-07-13', 'start: 2026-07-06'));
    fs.copyFileSync(path.join(defaultContentRoot(), 'holidays.yml'), path.join(root, 'holidays.yml'));
    const movedEvents = getAllEvents(root);
    expect(movedEvents.find((event) => event.title === 'PT 1 (Classes 1-10)')?.date).toBe('2026-07-06');
    const uids = (list: CalendarEvent[]) =>
      parse(buildCalendar(list, options))
        .events.map((event) => event.uid)
        .sort();
    expect(uids(movedEvents)).toEqual(uids(events.filter((event) => event.source !== 'news')));
    expect(academicYearOf('2027-03-31')).toBe('2026-27');
    expect(academicYearOf('2027-04-01')).toBe('2027-28');
  });
});
