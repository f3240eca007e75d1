import type { SiteLanguage } from './languages';

/*
 * The office hours are written once, in English, in content/site.yml ("Monday to Saturday, 9:00 am to 3:00 pm").
 * A Marathi page writes the same days and times in Marathi, so the fact is never typed twice; hours written some
 * other way are shown as they are, marked as English.
 */

const MARATHI_DAYS: Record<string, string> = {
  monday: 'सोमवार',
  tuesday: 'मंगळवार',
  wednesday: 'बुधवार',
  thursday: 'गुरुवार',
  friday: 'शुक्रवार',
  saturday: 'शनिवार',
  sunday: 'रविवार',
};

const DAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const TIME = '(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm)';
const HOURS = new RegExp(`^${DAY}\\s+to\\s+${DAY},\\s*${TIME}\\s+to\\s+${TIME}$`, 'i');

/** A time as Marathi says it: the part of the day, then the clock in Latin digits ("दुपारी 3:00"). */
function marathiTime(hour: string, minutes: string | undefined, half: string): string {
  const clock = (Number(hour) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
  const part = clock < 12 ? 'सकाळी' : clock < 16 ? 'दुपारी' : clock < 20 ? 'संध्याकाळी' : 'रात्री';
  return `${part} ${hour}:${minutes ?? '00'}`;
}

/** The office hours in a page's language, and the language they are in (English when they cannot be read). */
export function officeHoursIn(hours: string, lang: SiteLanguage): { text: string; lang: SiteLanguage } {
  const match = lang === 'mr' ? HOURS.exec(hours.trim()) : null;
  if (!match) return { text: hours, lang: 'en' };
  const [, from, to, openHour, openMinutes, openHalf, closeHour, closeMinutes, closeHalf] = match;
  return {
    text: `${MARATHI_DAYS[from.toLowerCase()]} ते ${MARATHI_DAYS[to.toLowerCase()]}, ${marathiTime(openHour, openMinutes, openHalf)} ते ${marathiTime(closeHour, closeMinutes, closeHalf)}`,
    lang,
  };
}
