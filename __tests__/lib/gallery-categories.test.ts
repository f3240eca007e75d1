/** @jest-environment node */
import { categorySlug, countByFilter, GALLERY_CATEGORIES, matchesFilter, PHOTO_CATEGORIES } from '@/lib/gallery-categories';

describe('gallery categories', () => {
  it("lists the spec's eleven filters, All first", () => {
    expect(GALLERY_CATEGORIES).toEqual([
      'All',
      'School Campus',
      'Facilities',
      'Celebrations',
      'Sports & Competitions',
      'Activities',
      'Social Connection',
      'Summer Camp',
      'Trips Excursion',
      'Weather Station',
      'Republic Day',
    ]);
    expect(PHOTO_CATEGORIES).not.toContain('All');
    expect(PHOTO_CATEGORIES).toHaveLength(10);
  });

  it('gives each filter a distinct address slug', () => {
    expect(categorySlug('Sports & Competitions')).toBe('sports-competitions');
    expect(categorySlug('School Campus')).toBe('school-campus');
    expect(new Set(GALLERY_CATEGORIES.map(categorySlug)).size).toBe(GALLERY_CATEGORIES.length);
  });

  it('shows uncategorised photos only under All', () => {
    expect(matchesFilter(undefined, 'All')).toBe(true);
    expect(matchesFilter(undefined, 'Celebrations')).toBe(false);
    expect(matchesFilter('Celebrations', 'Celebrations')).toBe(true);
    expect(matchesFilter('Celebrations', 'Summer Camp')).toBe(false);
    expect(matchesFilter('Summer Camp', 'All')).toBe(true);
  });

  it('counts every photo under All and each under its own category', () => {
    const counts = countByFilter(['Celebrations', 'Celebrations', undefined, 'Republic Day']);
    expect(counts.All).toBe(4);
    expect(counts.Celebrations).toBe(2);
    expect(counts['Republic Day']).toBe(1);
    expect(counts['Summer Camp']).toBe(0);
    expect(Object.keys(counts)).toEqual([...GALLERY_CATEGORIES]);
  });
});
