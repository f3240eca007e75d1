/** @jest-environment node */
import { getCalendar } from '@/lib/content/calendar';
import { getTestimonials } from '@/lib/content/testimonials';

describe('calendar and testimonials', () => {
  it('has the two calendar images and the six legend entries', () => {
    const calendar = getCalendar();
    expect(calendar.images).toHaveLength(2);
    expect(calendar.legend.map((entry) => entry.label)).toEqual(['Pre-Board', 'Competition', 'Holiday', 'Vacation', 'Exams', 'Olympiad']);
  });

  it('has a handful of testimonials from parents and alumni', () => {
    const { items } = getTestimonials();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.some((item) => /Parent/.test(item.role))).toBe(true);
    expect(items.some((item) => /Alumn/.test(item.role))).toBe(true);
  });
});
