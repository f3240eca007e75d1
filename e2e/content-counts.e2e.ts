import { getClubs } from '@/lib/content/clubs';
import { useBrowser } from './lib/browser';

const { open } = useBrowser();

describe('counts from the content files', () => {
  it('shows 8 supervisors, 13 heads of department and about 50 teaching staff with photo, name, designation and qualification', async () => {
    const { page, context, problems } = await open('/teachers');
    const count = (group: string) => page.locator(`section[data-group="${group}"] li`).count();
    await expect(count('Supervisors')).resolves.toBe(8);
    await expect(count('Heads of Department')).resolves.toBe(13);
    const staff = await count('Teaching Staff');
    expect(staff).toBeGreaterThanOrEqual(45);
    expect(staff).toBeLessThanOrEqual(55);
    const staffText = await page.locator('section[data-group="Teaching Staff"]').textContent();
    expect(staffText).toContain('Librarian');
    expect(staffText).toContain('School Nurse');
    const first = page.locator('li[data-teacher-id]').first();
    await expect(first.locator('img').getAttribute('alt')).resolves.toMatch(/^Photo of /);
    await expect(first.locator('h3').textContent()).resolves.toBeTruthy();
    await expect(first.locator('p').first().textContent()).resolves.toMatch(/Supervisor/);
    // CBSE's disclosure asks for every teacher's qualification: each card carries one.
    const qualifications = await page.locator('li[data-teacher-id] p:nth-of-type(2)').allTextContents();
    expect(qualifications).toHaveLength(await page.locator('li[data-teacher-id]').count());
    expect(qualifications.every((text) => /[A-Z]\.|Visharad|Nursing|M\.P\.Ed\./.test(text))).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the 13 salient features, each with a heading, text and image', async () => {
    const { page, context } = await open('/salientfeatures');
    const cards = page.locator('[data-feature]');
    await expect(cards.count()).resolves.toBe(13);
    const titles = await cards.locator('h2').allTextContents();
    for (const name of [
      'Laboratories',
      'Library',
      'Audio-Visual Rooms',
      'Career Counselling',
      'Gymnasium',
      'Sports Coaching',
      'Playgrounds',
      'Dance',
      'Music',
      'Karate',
      'Canteen',
      'Transport',
      'CCTV Surveillance',
    ]) {
      expect(titles).toContain(name);
    }
    await expect(cards.locator('img').count()).resolves.toBe(13);
    await context.close();
  });

  it('shows the 12 named clubs with their descriptions', async () => {
    const { page, context } = await open('/clubs');
    const cards = page.locator('[data-club]');
    await expect(cards.locator('h2').allTextContents()).resolves.toEqual(getClubs().map((club) => club.name));
    await expect(cards.count()).resolves.toBe(12);
    await expect(cards.nth(0).textContent()).resolves.toContain('compost');
    await context.close();
  });

  it('shows the campus text and four images', async () => {
    const { page, context } = await open('/campus');
    await expect(page.getByRole('heading', { name: 'Out of the classroom' }).count()).resolves.toBe(1);
    await expect(page.locator('figure img').count()).resolves.toBe(4);
    await context.close();
  });

  it('shows each painting with the student name, class and house', async () => {
    const { page, context } = await open('/studentscorner');
    const cards = page.locator('[data-painting]');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    for (const text of await cards.locator('p').allTextContents()) expect(text).toMatch(/^.+, Class \d+, \w+ House$/);
    await context.close();
  });

  it('lists the indoor activities and the prefect, captain and monitor system', async () => {
    const { page, context } = await open('/indoor');
    const text = (await page.locator('body').textContent()) ?? '';
    for (const word of ['Dramatics', 'Debates', 'Music', 'Chess', 'Art and Craft', 'ICT', 'Yoga', 'prefects', 'captain', 'monitor'])
      expect(text).toContain(word);
    await context.close();
  });
});
