import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MainNav } from '@/components/main-nav/main-nav';
import { mainNavigation } from '@/lib/navigation';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const disclosures = [
  { title: 'Mandatory Disclosure', file: '/downloads/mandatory-disclosure.pdf', description: 'x' },
  { title: 'Fee Structure', file: '/downloads/fee-structure.pdf', description: 'x' },
];

function renderNav() {
  const view = render(
    <div>
      <MainNav entries={mainNavigation(disclosures)} />
      <p>Page text outside the menu</p>
    </div>,
  );
  return view;
}

const groupButton = (name: string) => screen.getByRole('button', { name });

describe('MainNav', () => {
  beforeEach(() => {
    mockPathname = '/';
  });

  it('renders every section of the spec navigation', () => {
    renderNav();
    for (const label of ['About Us', 'Admission', 'Learning', 'Activities', "What's Happening", 'Mandatory Disclosure']) {
      expect(groupButton(label)).toHaveAttribute('aria-expanded', 'false');
    }
    for (const label of ['Home', 'Gallery', 'Testimonials', 'Career', 'Contact']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it('links the test schedule absolutely and lists the disclosure PDFs', async () => {
    renderNav();
    await userEvent.click(groupButton("What's Happening"));
    expect(screen.getByRole('link', { name: 'Test Schedule' })).toHaveAttribute('href', '/test');
    await userEvent.click(groupButton('Mandatory Disclosure'));
    expect(screen.getByRole('link', { name: 'Fee Structure (PDF)' })).toHaveAttribute('href', '/downloads/fee-structure.pdf');
  });

  it('keeps only one dropdown open at a time', async () => {
    renderNav();
    await userEvent.click(groupButton('About Us'));
    expect(groupButton('About Us')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'School History' })).toBeVisible();
    await userEvent.click(groupButton('Learning'));
    expect(groupButton('Learning')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('About Us')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'School History' })).not.toBeInTheDocument();
  });

  it('toggles a dropdown closed when its button is pressed again', async () => {
    renderNav();
    await userEvent.click(groupButton('Admission'));
    await userEvent.click(groupButton('Admission'));
    expect(groupButton('Admission')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the navigation', async () => {
    renderNav();
    await userEvent.click(groupButton('Activities'));
    await userEvent.click(screen.getByText('Page text outside the menu'));
    expect(groupButton('Activities')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to its button', async () => {
    renderNav();
    await userEvent.click(groupButton('Learning'));
    await userEvent.keyboard('{Escape}');
    expect(groupButton('Learning')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Learning')).toHaveFocus();
  });

  it('is operable from the keyboard: Enter opens, arrows move, Tab out closes', async () => {
    renderNav();
    groupButton('About Us').focus();
    await userEvent.keyboard('{Enter}');
    expect(groupButton('About Us')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'School History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Vision & Mission' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Campus' })).toHaveFocus();
    await userEvent.tab();
    expect(groupButton('About Us')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown and focuses the first link', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    renderNav();
    groupButton('Admission').focus();
    await userEvent.keyboard('{ArrowDown}');
    act(() => frames.forEach((callback) => callback(0)));
    expect(screen.getByRole('link', { name: 'Online Admission' })).toHaveFocus();
    jest.restoreAllMocks();
  });

  it('toggles the mobile menu and closes it with Escape', async () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes everything after a navigation and marks the current page', async () => {
    const view = renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(groupButton('Learning'));
    mockPathname = '/rules';
    view.rerender(
      <div>
        <MainNav entries={mainNavigation(disclosures)} />
      </div>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Learning')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(groupButton('Learning'));
    expect(screen.getByRole('link', { name: 'Rules & Regulations' })).toHaveAttribute('aria-current', 'page');
  });
});
