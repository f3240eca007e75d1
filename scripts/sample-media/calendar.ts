/**
 * `npx tsx scripts/sample-media/calendar.ts`: draws the two sample calendar images of /calendar (a month
 * calendar and the year's events list) as SVG and renders them to PNG with sharp (DejaVu fonts), into
 * content/images/calendar/. Colours come from the legend in content/calendar.yml so image and page agree.
 * Run once; the PNGs are committed and then processed by the image pipeline like any photo.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import YAML from 'yaml';
import { escapeHtml } from '../../lib/escape-html';

type Category = 'Pre-Board' | 'Competition' | 'Holiday' | 'Vacation' | 'Exams' | 'Olympiad';

interface CalendarEvent {
  from: string;
  to?: string;
  title: string;
  category: Category;
}

const OUT_DIR = path.join(process.cwd(), 'content', 'images', 'calendar');
const FONT = 'DejaVu Sans, sans-serif';

const legend = (
  YAML.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'calendar.yml'), 'utf8')) as {
    legend: { label: Category; colour: string }[];
  }
).legend;
const colour = (category: Category) => legend.find((entry) => entry.label === category)?.colour ?? '#555555';

/** The academic year's main events; the dates match content/test-schedule.yml and content/holidays.yml. */
const events: CalendarEvent[] = [
  { from: '2026-07-13', to: '2026-07-18', title: 'PT 1 (Classes 1-10)', category: 'Exams' },
  { from: '2026-08-15', title: 'Independence Day', category: 'Holiday' },
  { from: '2026-08-22', title: 'Inter-school Quiz', category: 'Competition' },
  { from: '2026-09-14', to: '2026-09-19', title: 'PT 2 (Classes 2-10)', category: 'Exams' },
  { from: '2026-10-02', title: 'Gandhi Jayanti', category: 'Holiday' },
  { from: '2026-10-10', title: 'Mathematics Olympiad', category: 'Olympiad' },
  { from: '2026-11-02', to: '2026-11-18', title: 'Diwali Break', category: 'Vacation' },
  { from: '2026-12-01', to: '2026-12-12', title: 'Pre-board 1 (Class 10)', category: 'Pre-Board' },
  { from: '2026-12-05', title: 'Science Olympiad', category: 'Olympiad' },
  { from: '2026-12-07', to: '2026-12-12', title: 'PT 3 (Classes 1-9)', category: 'Exams' },
  { from: '2026-12-17', title: 'Inter-house Art Competition', category: 'Competition' },
  { from: '2026-12-24', to: '2027-01-01', title: 'Christmas Break', category: 'Vacation' },
  { from: '2026-12-25', title: 'Christmas Day', category: 'Holiday' },
  { from: '2027-01-11', to: '2027-01-22', title: 'Pre-board 2 (Class 10)', category: 'Pre-Board' },
  { from: '2027-01-26', title: 'Republic Day', category: 'Holiday' },
  { from: '2027-02-08', to: '2027-02-13', title: 'PT 4 (Classes 1-9)', category: 'Exams' },
];

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const short = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function monthSvg(year: number, month: number): string {
  const width = 1400;
  const height = 1040;
  const left = 40;
  const top = 170;
  const cellW = (width - 2 * left) / 7;
  const cellH = 140;
  const first = new Date(Date.UTC(year, month, 1));
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const offset = (first.getUTCDay() + 6) % 7; // Monday first
  const title = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${width}" height="110" fill="#0f3b66"/>`,
    `<text x="${width / 2}" y="72" font-size="48" font-weight="bold" fill="#ffffff" text-anchor="middle" font-family="${FONT}">${escapeHtml(title)}</text>`,
  ];
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].forEach((name, index) => {
    parts.push(
      `<text x="${left + index * cellW + cellW / 2}" y="152" font-size="26" font-weight="bold" fill="${index === 6 ? '#c62828' : '#1d2733'}" text-anchor="middle" font-family="${FONT}">${name}</text>`,
    );
  });
  for (let date = 1; date <= days; date += 1) {
    const slot = offset + date - 1;
    const x = left + (slot % 7) * cellW;
    const y = top + Math.floor(slot / 7) * cellH;
    const iso = `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
    const today = events.filter((event) => event.from <= iso && iso <= (event.to ?? event.from));
    const sunday = slot % 7 === 6;
    parts.push(
      `<rect x="${x + 3}" y="${y + 3}" width="${cellW - 6}" height="${cellH - 6}" rx="10" fill="${sunday ? '#fdeeee' : '#f5f7fa'}" stroke="#d5dde6" stroke-width="2"/>`,
    );
    parts.push(
      `<text x="${x + 16}" y="${y + 42}" font-size="30" font-weight="bold" fill="${sunday ? '#c62828' : '#1d2733'}" font-family="${FONT}">${date}</text>`,
    );
    today.slice(0, 2).forEach((event, index) => {
      const barY = y + 60 + index * 36;
      const label = event.title.replace(/ \(.*\)$/, '');
      parts.push(`<rect x="${x + 10}" y="${barY}" width="${cellW - 20}" height="30" rx="6" fill="${colour(event.category)}"/>`);
      parts.push(
        `<text x="${x + 18}" y="${barY + 21}" font-size="17" font-weight="bold" fill="#ffffff" font-family="${FONT}">${escapeHtml(label.length > 14 ? `${label.slice(0, 13)}…` : label)}</text>`,
      );
    });
  }
  const legendY = height - 50;
  legend.forEach((entry, index) => {
    const x = left + index * ((width - 2 * left) / legend.length);
    parts.push(`<rect x="${x}" y="${legendY - 22}" width="28" height="28" rx="5" fill="${entry.colour}"/>`);
    parts.push(`<text x="${x + 38}" y="${legendY}" font-size="24" fill="#1d2733" font-family="${FONT}">${escapeHtml(entry.label)}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

function eventsSvg(): string {
  const width = 1400;
  const rowH = 58;
  const top = 150;
  const height = top + events.length * rowH + 40;
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${width}" height="110" fill="#0f3b66"/>`,
    `<text x="${width / 2}" y="72" font-size="46" font-weight="bold" fill="#ffffff" text-anchor="middle" font-family="${FONT}">Events 2026 - 2027</text>`,
  ];
  events.forEach((event, index) => {
    const y = top + index * rowH;
    const dates = event.to ? `${short.format(day(event.from))} - ${short.format(day(event.to))}` : short.format(day(event.from));
    parts.push(`<rect x="40" y="${y}" width="${width - 80}" height="${rowH - 8}" rx="8" fill="${index % 2 ? '#ffffff' : '#f5f7fa'}"/>`);
    parts.push(`<rect x="40" y="${y}" width="14" height="${rowH - 8}" rx="4" fill="${colour(event.category)}"/>`);
    parts.push(`<text x="76" y="${y + 35}" font-size="26" font-weight="bold" fill="#1d2733" font-family="${FONT}">${escapeHtml(dates)}</text>`);
    parts.push(`<text x="400" y="${y + 35}" font-size="26" fill="#1d2733" font-family="${FONT}">${escapeHtml(event.title)}</text>`);
    parts.push(`<rect x="1090" y="${y + 9}" width="250" height="${rowH - 26}" rx="16" fill="${colour(event.category)}"/>`);
    parts.push(
      `<text x="1215" y="${y + 33}" font-size="21" font-weight="bold" fill="#ffffff" text-anchor="middle" font-family="${FONT}">${escapeHtml(event.category)}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

async function render(svg: string, name: string) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, name);
  await sharp(Buffer.from(svg)).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(file);
  console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
}

async function main() {
  await render(monthSvg(2026, 11), 'month-december-2026.png');
  await render(eventsSvg(), 'events-2026-27.png');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
