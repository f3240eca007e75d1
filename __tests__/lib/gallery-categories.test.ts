/** @jest-environment node */
import {
  categorySlug,
  countByFilter,
  filterFromSearch,
  GALLERY_CATEGORIES,
  matchesFilter,
  PHOTO_CATEGORIES,
  searchForFilter,
} from '@/lib/gallery-categories';

describe('gallery categories', () => {
  it('lists the spec\'s eleven filters, All first', () => {
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

  it('reads the filter from the address, falling back to All', () => {
    expect(filterFromSearch('?category=celebrations')).toBe('Celebrations');
    expect(filterFromSearch('?category=Trips-Excursion')).toBe('Trips Excursion');
    expect(filterFromSearch('?utm_source=whatsapp&category=republic-day')).toBe('Republic Day');
    expect(filterFromSearch('?category=no-such-thing')).toBe('All');
    expect(filterFromSearch('')).toBe('All');
  });

  it('writes the filter into the address, keeping other parameters', () => {
    expect(searchForFilter('', 'Celebrations')).toBe('?category=celebrations');
    expect(searchForFilter('?category=celebrations', 'Weather Station')).toBe('?category=weather-station');
    expect(searchForFilter('?category=celebrations', 'All')).toBe('');
    expect(searchForFilter('?utm_source=whatsapp&category=celebrations', 'All')).toBe('?utm_source=whatsapp');
  });

  it('round-trips every filter through the address', () => {
    for (const category of GALLERY_CATEGORIES) expect(filterFromSearch(searchForFilter('', category))).toBe(category);
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
