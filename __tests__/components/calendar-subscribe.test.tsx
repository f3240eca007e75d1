import { render, screen } from '@testing-library/react';
import { CalendarSubscribe, webcalUrl } from '@/components/calendar-subscribe/calendar-subscribe';

describe('CalendarSubscribe', () => {
  const before = process.env.SITE_URL;
  afterEach(() => {
    process.env.SITE_URL = before;
  });

  it('offers a webcal subscription, a download and the address of the feed, as plain links', () => {
    process.env.SITE_URL = 'https://www.school.example';
    render(<CalendarSubscribe />);
    const box = screen.getByRole('complementary', { name: 'The school calendar on your phone' });
    expect(box).toContainElement(screen.getByRole('link', { name: 'Subscribe to the calendar' }));
    expect(screen.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute('href', 'webcal://www.school.example/calendar.ics');
    expect(screen.getByRole('link', { name: 'Download calendar.ics' })).toHaveAttribute('href', '/calendar.ics');
    expect(screen.getByRole('link', { name: 'Download calendar.ics' })).toHaveAttribute('download', 'school-calendar.ics');
    expect(screen.getByText('https://www.school.example/calendar.ics')).toBeInTheDocument();
  });

  it('turns http and https addresses into webcal ones', () => {
    expect(webcalUrl('http://localhost:3000/calendar.ics')).toBe('webcal://localhost:3000/calendar.ics');
    expect(webcalUrl('https://a.example/calendar.ics')).toBe('webcal://a.example/calendar.ics');
  });
});
