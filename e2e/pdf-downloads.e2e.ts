import { getDisclosures } from '@/lib/content/disclosures';
import { getSite } from '@/lib/content/site';
import { baseUrl, useBrowser } from './lib/browser';

const { open } = useBrowser();
const site = getSite();

describe('PDF downloads', () => {
  it('serves every PDF linked on the site: the Mandatory Disclosure menu and the application form', async () => {
    const { page, context } = await open('/offlineadmission');
    const links = await page.locator('a[href$=".pdf"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const unique = [...new Set(links)].sort();
    // The menu links the PDFs of the documents that have no page of their own; the pages link their PDFs.
    const menuPdfs = getDisclosures()
      .filter((item) => !item.page)
      .map((item) => item.file);
    expect(unique).toEqual([...menuPdfs, site.applicationFormPdf].sort());
    for (const href of unique) {
      const response = await fetch(new URL(href, baseUrl()));
      expect([href, response.status]).toEqual([href, 200]);
      expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
      const body = Buffer.from(await response.arrayBuffer());
      expect([href, body.subarray(0, 5).toString('latin1')]).toEqual([href, '%PDF-']);
    }
    await context.close();
  });
});
