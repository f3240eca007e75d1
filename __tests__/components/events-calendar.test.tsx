import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { EventsCalendar, type CalendarEntry } from '@/components/events-calendar/events-calendar';
import { eventsCalendarEarly } from '@/components/events-calendar/events-calendar.early';

const events: CalendarEntry[] = [
  { id: '2026-03-14-holi', title: 'Eco Holi', date: '2026-03-14', href: '/news#2026-03-14-holi', icsHref: '/events/2026-03-14-holi.ics' },
  { id: '2026-03-14-fair', title: 'Book fair', date: '2026-03-14', href: '/news#2026-03-14-fair', icsHref: '/events/2026-03-14-fair.ics' },
  { id: '2026-04-02-session', title: 'New session', date: '2026-04-02', href: '/news#2026-04-02-session', icsHref: '/events/2026-04-02-session.ics' },
];

describe('EventsCalendar', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-15T10:00:00'), advanceTimers: true });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('builds the month of the build with every day as its button where scripts run, and each marked day linking to its first event without', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<EventsCalendar events={events} initialDate="2026-03-01" />);
    expect(within(container).queryByRole('grid')).toBeNull();
    expect(within(container).getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    // The days are the island's own buttons from the start (shown only where scripts run: the scriptOnly rule).
    const buttons = within(container).getAllByRole('button');
    expect(buttons).toHaveLength(31);
    expect(buttons.every((button) => button.classList.contains('scriptOnly'))).toBe(true);
    expect(within(container).getByRole('button', { name: '14 March 2026, 2 events' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(container).queryByRole('button', { name: /month/ })).toBeNull();
    // Without scripts (the noScript rule) the marked day is a link to its first event instead.
    const marked = within(container).getByRole('link', { name: '14 March 2026, 2 events' });
    expect(marked).toHaveAttribute('href', '#event-2026-03-14-holi');
    expect(marked).toHaveClass('noScript');
    expect(within(container).getAllByRole('link')).toHaveLength(1);
    // Six week rows in every month, so moving to another month moves nothing below the calendar.
    expect(container.querySelectorAll('tbody tr')).toHaveLength(6);
    // Each day's events are in the HTML, hidden until the day is chosen (so a press before the island shows them at once).
    expect(container.querySelectorAll('[data-day-panel]')).toHaveLength(31);
    expect(container.querySelector('[data-day-panel="2026-03-14"]')).toHaveAttribute('hidden');
    expect(within(container).getByText('Choose a day to see its events. Marked days have events.')).toBeVisible();
    container.remove();
  });

  it('shows a day pressed before the island was ready at once, and keeps that day and its month when it wakes', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const element = <EventsCalendar events={events} initialDate="2025-11-01" />;
    container.innerHTML = renderToString(element);
    const root = container.firstElementChild as HTMLElement;
    // A press, with the boot script's early handler (events-calendar.early.ts).
    const day = container.querySelector<HTMLButtonElement>('[data-date="2025-11-20"]')!;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    day.dispatchEvent(press);
    expect(eventsCalendarEarly(Object.defineProperty(press, 'target', { value: day }), root)).toBe(true);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(within(container).getByRole('heading', { name: '20 November 2025' })).toBeVisible();
    expect(container.querySelector('[data-day-panel="2025-11-20"]')).toHaveTextContent('No events on this day.');
    // React's development build notes the attributes it did not render; the production build leaves them alone.
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(element, { container, hydrate: true });
    warn.mockRestore();
    await waitFor(() => expect(screen.getByRole('grid', { name: 'November 2025' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '20 November 2025' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '20 November 2025' })).toBeVisible();
    expect(screen.getByText('Choose a day to see its events. Marked days have events.')).not.toBeVisible();
    container.remove();
  });

  it("opens on the reader's current month with days that have events marked", () => {
    render(<EventsCalendar events={events} initialDate="2025-11-01" />);
    const grid = screen.getByRole('grid', { name: 'March 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(grid).getByRole('button', { name: '14 March 2026, 2 events' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: '13 March 2026' })).toBeInTheDocument();
    const today = within(grid).getByRole('button', { name: '15 March 2026' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
  });

  it('lists the events of a chosen day with an .ics link each', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<EventsCalendar events={events} initialDate="2026-03-01" />);
    await user.click(screen.getByRole('button', { name: '14 March 2026, 2 events' }));
    expect(screen.getByRole('button', { name: '14 March 2026, 2 events' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '14 March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eco Holi' })).toHaveAttribute('href', '/news#2026-03-14-holi');
    const ics = screen.getByRole('link', { name: /Add to calendar\W+Book fair/ });
    expect(ics).toHaveAttribute('href', '/events/2026-03-14-fair.ics');
    expect(ics).toHaveAttribute('download');
    await user.click(screen.getByRole('button', { name: '13 March 2026' }));
    expect(screen.getByRole('heading', { name: '13 March 2026' }).parentElement).toHaveTextContent('No events on this day.');
  });

  it('moves to the previous and next month', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<EventsCalendar events={events} initialDate="2026-03-01" />);
    await user.click(screen.getByRole('button', { name: /Next month/ }));
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 April 2026, 1 event' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeInTheDocument();
  });

  it('moves the focus between days with the arrow keys, also across months', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<EventsCalendar events={events} initialDate="2026-03-01" />);
    screen.getByRole('button', { name: '15 March 2026' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: '14 March 2026, 2 events' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: '4 April 2026' })).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: '4 April 2026' })).toBeInTheDocument();
  });
});
