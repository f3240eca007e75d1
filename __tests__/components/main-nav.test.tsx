import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MainNav, NAV_GROUP_NAME } from '@/components/main-nav/main-nav';
import { SITE_SCRIPT } from '@/components/site-script/site-script';
import { mainNavigation } from '@/lib/navigation';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const disclosures = [
  { title: 'Mandatory Disclosure', file: '/downloads/mandatory-disclosure.pdf', description: 'x' },
  { title: 'Fee Structure', file: '/downloads/fee-structure.pdf', description: 'x' },
];

// The script's listeners are on the document: run it once for the whole file, as the layout runs it once per page.
beforeAll(() => {
  new Function(SITE_SCRIPT)();
});

function renderNav() {
  return render(
    <div>
      <MainNav entries={mainNavigation(disclosures)} />
      <p>Page text outside the menu</p>
    </div>,
  );
}

/** The `<summary>` that toggles a dropdown, and the dropdown's `<details>`. */
const toggle = (name: string) => screen.getByText(name, { selector: 'summary' });
const group = (name: string) => toggle(name).parentElement as HTMLDetailsElement;
const menu = () => screen.getByText('Menu').closest('details') as HTMLDetailsElement;

describe('MainNav markup', () => {
  beforeEach(() => {
    mockPathname = '/';
  });

  it('renders every section of the spec navigation as native disclosures, closed at first', () => {
    renderNav();
    for (const label of ['About Us', 'Admission', 'Learning', 'Activities', "What's Happening", 'Mandatory Disclosure']) {
      expect(group(label).tagName).toBe('DETAILS');
      expect(group(label).open).toBe(false);
      // One shared name: the browser keeps one dropdown open at a time, with or without JavaScript.
      expect(group(label).getAttribute('name')).toBe(NAV_GROUP_NAME);
    }
    for (const label of ['Home', 'Gallery', 'Testimonials', 'Career', 'Contact']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(menu().open).toBe(false);
  });

  it('links the test schedule absolutely and lists the disclosure PDFs, as plain links', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Test Schedule', hidden: true })).toHaveAttribute('href', '/test');
    expect(screen.getByRole('link', { name: 'Fee Structure (PDF)', hidden: true })).toHaveAttribute('href', '/downloads/fee-structure.pdf');
  });

  it('marks the current page and its section in the built HTML', () => {
    mockPathname = '/rules';
    const html = renderToString(<MainNav entries={mainNavigation(disclosures)} />);
    expect(html).toMatch(/<a[^>]*href="\/rules"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/rules"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });
});

describe('navigation behaviour of the site script', () => {
  it('closes an open dropdown and the menu on a press outside the navigation, not inside it', () => {
    renderNav();
    menu().open = true;
    group('Activities').open = true;
    fireEvent.pointerDown(toggle('Learning'));
    expect(group('Activities').open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Page text outside the menu'));
    expect(group('Activities').open).toBe(false);
    expect(menu().open).toBe(false);
  });

  it('closes the innermost open disclosure on Escape and returns focus to its toggle', () => {
    renderNav();
    menu().open = true;
    group('Learning').open = true;
    screen.getByRole('link', { name: 'FAQ' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(group('Learning').open).toBe(false);
    expect(toggle('Learning')).toHaveFocus();
    expect(menu().open).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(menu().querySelector('summary')).toHaveFocus();
  });

  it('opens a dropdown at its first link with ArrowDown, and moves with the arrows, Home and End', () => {
    renderNav();
    toggle('About Us').focus();
    fireEvent.keyDown(toggle('About Us'), { key: 'ArrowDown' });
    expect(group('About Us').open).toBe(true);
    expect(screen.getByRole('link', { name: 'School History' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Vision & Mission' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(screen.getByRole('link', { name: 'Campus' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('link', { name: 'School History' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('link', { name: 'Campus' })).toHaveFocus();
  });

  it('closes a dropdown when focus tabs out of it, but not while a press inside the navigation moves focus', () => {
    renderNav();
    group('About Us').open = true;
    const campus = screen.getByRole('link', { name: 'Campus' });
    fireEvent.focusOut(campus, { relatedTarget: toggle('Admission') });
    expect(group('About Us').open).toBe(false);

    group('About Us').open = true;
    fireEvent.pointerDown(toggle('Admission'));
    fireEvent.focusOut(campus, { relatedTarget: toggle('Admission') });
    expect(group('About Us').open).toBe(true);
    fireEvent.pointerUp(toggle('Admission'));
  });

  it('closes the menu when one of its links is followed (a PDF download leaves the page in place)', () => {
    renderNav();
    menu().open = true;
    group('Mandatory Disclosure').open = true;
    const pdf = screen.getByRole('link', { name: 'Fee Structure (PDF)' });
    pdf.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(pdf);
    expect(group('Mandatory Disclosure').open).toBe(false);
    expect(menu().open).toBe(false);
  });
});
