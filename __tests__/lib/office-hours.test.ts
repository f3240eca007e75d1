import { officeHoursIn } from '@/lib/office-hours';
import { getSite } from '@/lib/content/site';

describe('officeHoursIn', () => {
  it('writes the days and times in Marathi, the digits Latin', () => {
    expect(officeHoursIn('Monday to Saturday, 9:00 am to 3:00 pm', 'mr')).toEqual({ text: 'सोमवार ते शनिवार, सकाळी 9:00 ते दुपारी 3:00', lang: 'mr' });
    expect(officeHoursIn('monday to friday, 8 am to 5:30 pm', 'mr')).toEqual({ text: 'सोमवार ते शुक्रवार, सकाळी 8:00 ते संध्याकाळी 5:30', lang: 'mr' });
    expect(officeHoursIn('Monday to Saturday, 10:00 am to 12:30 pm', 'mr').text).toBe('सोमवार ते शनिवार, सकाळी 10:00 ते दुपारी 12:30');
  });

  it('keeps English hours as they are, and hours it cannot read, marked English', () => {
    expect(officeHoursIn('Monday to Saturday, 9:00 am to 3:00 pm', 'en')).toEqual({ text: 'Monday to Saturday, 9:00 am to 3:00 pm', lang: 'en' });
    expect(officeHoursIn('Weekdays 9-3, Saturdays till noon', 'mr')).toEqual({ text: 'Weekdays 9-3, Saturdays till noon', lang: 'en' });
  });

  it("reads the school's own hours (content/site.yml)", () => {
    expect(officeHoursIn(getSite().contact.officeHours, 'mr').lang).toBe('mr');
  });
});
