/** @jest-environment node */
import { getHome } from '@/lib/content/home';
import { errorLines, schoolLifeFixtures } from './content-errors';

const { valid, broken, brokenFile } = schoolLifeFixtures;

describe('home content', () => {
  it('loads the slider timing, slides and every section', () => {
    const home = getHome(valid);
    expect(home.slider).toEqual(expect.objectContaining({ autoplayMs: 4000, speedMs: 800, loop: true }));
    expect(home.slider.slides.map((slide) => slide.heading)).toEqual(['First slide', 'Second slide']);
    expect(home.slider.slides[1].link).toBeUndefined();
    expect(home.messages[0].text).toEqual(['A message.']);
    expect(home.toppersVideo.video).toBe('toppers');
    expect(home.whyChoose.items).toHaveLength(1);
  });

  it('names each bad field of home.yml', () => {
    expect(errorLines(() => getHome(broken))).toEqual([
      `${brokenFile('home.yml')}: slider.autoplayMs: Invalid input: expected number, received string`,
      `${brokenFile('home.yml')}: slider.slides[0].image: No such image under content/images/`,
      `${brokenFile('home.yml')}: highlights.items[0].href: Expected a site path starting with /`,
    ]);
  });
});
