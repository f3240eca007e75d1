/** @jest-environment node */
import { getCampusImages } from '@/lib/content/campus';
import { getClubs } from '@/lib/content/clubs';
import { getFeatures } from '@/lib/content/features';
import { getHome } from '@/lib/content/home';
import { getTeacherGroups } from '@/lib/content/teachers';
import { checkContent } from '@/scripts/check-content';

describe('the real content', () => {
  it('passes the content check and carries the counts of the spec', async () => {
    await expect(checkContent()).resolves.toEqual([]);
    const groups = getTeacherGroups();
    expect(groups.map((group) => group.title)).toEqual(['Supervisors', 'Heads of Department', 'Teaching Staff']);
    expect(groups[0].teachers).toHaveLength(8);
    expect(groups[1].teachers).toHaveLength(13);
    expect(groups[2].teachers.length).toBeGreaterThanOrEqual(45);
    expect(groups[2].teachers.map((teacher) => teacher.designation)).toEqual(expect.arrayContaining(['Librarian', 'School Nurse']));
    expect(getFeatures()).toHaveLength(13);
    expect(getClubs().map((club) => club.name)).toEqual([
      'Eco Harmony',
      'Nutricuisine',
      'Flora Friends',
      'Fit & Flourish',
      'R-R-R',
      'Brainiac',
      "Roots & Routes",
      'Routine Rhythm',
      'Thrive Skills',
      "Orator's",
      'Heart & Hands',
      'Think Tank',
    ]);
    expect(getCampusImages()).toHaveLength(4);
    const slider = getHome().slider;
    expect(slider).toEqual(expect.objectContaining({ autoplayMs: 5000, speedMs: 1000, loop: true }));
    expect(slider.slides).toHaveLength(2);
  });
});
