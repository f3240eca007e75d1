/** @jest-environment node */
import path from 'node:path';
import { getPageContent } from '@/lib/content/pages';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'content');

describe('page content', () => {
  it('renders the markdown body to HTML with its heading and intro', async () => {
    const page = await getPageContent('home', path.join(fixtures, 'valid'));
    expect(page.heading).toContain('Sunrise Valley');
    expect(page.intro).toMatch(/CBSE/);
    expect(page.html).toMatch(/^<p>For over 30 years/);
  });

  it('names the file and the missing front matter field', async () => {
    await expect(getPageContent('about', path.join(fixtures, 'broken-page'))).rejects.toThrow(
      '__tests__/fixtures/content/broken-page/pages/en/about.md: heading: Invalid input: expected string, received undefined',
    );
  });
});
