import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { getSite } from '@/lib/content/site';

const site = getSite();

function renderFooter() {
  return render(<SiteFooter site={site} contactForm={<form aria-label="Footer enquiry" />} />);
}

describe('SiteFooter', () => {
  it('links the pages SPEC section 2 lists for the footer', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of ['/onlineadmission', '/offlineadmission', '/documents', '/bankers', '/', '/schoolhistory', '/teachers', '/campus']) {
      expect(hrefs).toContain(path);
    }
  });

  it('shows the school description, its social links and the contact form slot', () => {
    renderFooter();
    expect(screen.getByText(site.description)).toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(site.social.map((item) => item.url));
    expect(screen.getByRole('form', { name: 'Footer enquiry' })).toBeInTheDocument();
  });

  it('links the privacy notice on every page, since forms on every page collect personal data', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
