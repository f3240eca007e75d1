/** @jest-environment node */
import { getCampusImages } from '@/lib/content/campus';
import { getClubs } from '@/lib/content/clubs';
import { getFeatures } from '@/lib/content/features';
import { getIndoor } from '@/lib/content/indoor';
import { getPaintings } from '@/lib/content/paintings';
import { errorLines, schoolLifeFixtures } from './content-errors';

const { valid, broken, brokenFile } = schoolLifeFixtures;

describe('card lists', () => {
  it('loads features, clubs, paintings, campus images and indoor activities', () => {
    expect(getFeatures(valid)).toEqual([{ title: 'Library', text: 'Many books.', image: 'cards/card.jpg', alt: 'Shelves of books' }]);
    expect(getClubs(valid)[0]).toEqual(expect.objectContaining({ name: 'Eco Harmony', focus: 'Environment' }));
    expect(getPaintings(valid)[0]).toEqual(expect.objectContaining({ student: 'Aarav K', class: 'Class 3', house: 'Red House' }));
    expect(getCampusImages(valid)).toHaveLength(1);
    const indoor = getIndoor(valid);
    expect(indoor.activities.map((activity) => activity.title)).toEqual(['Chess']);
    expect(indoor.leadership.heading).toBe('Prefects');
  });

  it.each([
    ['features.yml', getFeatures, ['features[0].text: Invalid input: expected string, received undefined']],
    ['clubs.yml', getClubs, ['clubs[0].description: Too small: expected string to have >=20 characters']],
    ['paintings.yml', getPaintings, ['paintings[0].house: Invalid input: expected string, received undefined']],
    ['campus.yml', getCampusImages, ['images: Too small: expected array to have >=1 items']],
    [
      'indoor.yml',
      getIndoor,
      ['activities[0].image: No such image under content/images/', 'leadership: Invalid input: expected object, received undefined'],
    ],
  ] as Array<[string, (root: string) => unknown, string[]]>)('names the bad field of %s', (file, load, expected) => {
    expect(errorLines(() => load(broken))).toEqual(expected.map((line) => `${brokenFile(file)}: ${line}`));
  });
});
