import { getSite } from '@/lib/content/site';
import { getTestimonials } from '@/lib/content/testimonials';
import { useBrowser } from './lib/browser';

const { open } = useBrowser();
const site = getSite();

describe('text pages', () => {
  it.each([
    [
      '/offlineadmission',
      [
        'Offline Admission',
        site.contact.officeHours,
        'original leaving certificate',
        'countersigned by the education authority of that state',
        'Indian consulate or the Indian embassy',
        'cannot be confirmed',
      ],
    ],
    ['/documents', ['Documents Required for Admission', 'cannot be confirmed']],
    ['/curriculum', ['Curriculum', 'Our teachers', 'How children learn here']],
    ['/assessments', ['Assessments', 'two unit tests and two examinations', 'may change', 'Two consecutive years of detention', 'withdraw']],
    ['/academics', ['Academics', 'Nursery, LKG, UKG', 'Class 11 and Class 12', 'Science', 'Commerce']],
    ['/testimonials', ['Testimonials', ...getTestimonials().items.map((item) => item.name)]],
  ])('%s shows its content', async (path, texts) => {
    const { page, problems, context } = await open(path);
    const main = (await page.locator('main').textContent()) ?? '';
    for (const text of texts) expect(main.replace(/\s+/g, ' ')).toContain(text);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
