/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getCampusImages } from '@/lib/content/campus';
import { getClubs } from '@/lib/content/clubs';
import { getFeatures } from '@/lib/content/features';
import { getHome } from '@/lib/content/home';
import { getIndoor } from '@/lib/content/indoor';
import { getPaintings } from '@/lib/content/paintings';
import { ContentError } from '@/lib/content/reader';
import { getAllTeachers, getTeacherGroups } from '@/lib/content/teachers';
import { getVideo, getVideos } from '@/lib/content/videos';
import { checkContent } from '@/scripts/check-content';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'pages-a');
const valid = path.join(fixtures, 'content');
const broken = path.join(fixtures, 'broken-content');
const brokenFile = (name: string) => `__tests__/fixtures/pages-a/broken-content/${name}`;

/** The error's lines, so each test asserts every problem the editor is told about. */
function problems(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message.split('\n');
  }
  throw new Error('expected a ContentError');
}

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
    expect(problems(() => getHome(broken))).toEqual([
      `${brokenFile('home.yml')}: slider.autoplayMs: Invalid input: expected number, received string`,
      `${brokenFile('home.yml')}: slider.slides[0].image: No such image under content/images/`,
      `${brokenFile('home.yml')}: highlights.items[0].href: Expected a site path starting with /`,
    ]);
  });
});

describe('videos', () => {
  it('loads a video with its poster and sources checked under public/', () => {
    expect(getVideo('toppers', valid)).toEqual({
      label: 'Toppers video',
      poster: '/videos/poster.jpg',
      sources: [{ src: '/videos/clip.mp4', type: 'video/mp4' }],
    });
    expect(() => getVideo('bloopers', valid)).toThrow('content/videos.yml has no video "bloopers"');
  });

  it('names a missing poster and an unsupported type', () => {
    expect(problems(() => getVideos(broken))).toEqual([
      `${brokenFile('videos.yml')}: videos.toppers.poster: No such file under public/`,
      `${brokenFile('videos.yml')}: videos.toppers.sources[0].type: Invalid option: expected one of "video/webm"|"video/mp4"`,
    ]);
  });
});

describe('teachers', () => {
  it('keeps the groups in file order with their teachers', () => {
    const groups = getTeacherGroups(valid);
    expect(groups.map((group) => [group.title, group.teachers.length])).toEqual([
      ['Supervisors', 1],
      ['Teaching Staff', 2],
    ]);
    expect(groups[1].teachers.map((teacher) => teacher.designation)).toEqual(['Librarian', 'School Nurse']);
    expect(groups[1].teachers.map((teacher) => teacher.qualification)).toEqual(['M.Lib.I.Sc.', 'B.Sc. Nursing']);
    expect(getAllTeachers(valid).map((teacher) => teacher.post)).toEqual(['TGT', 'Librarian', 'Nurse']);
  });

  it('accepts only the posts CBSE counts', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teachers-'));
    fs.cpSync(valid, root, { recursive: true });
    const file = path.join(root, 'teachers.yml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('post: Librarian', 'post: Head Librarian'));
    expect(problems(() => getTeacherGroups(root))).toEqual([
      expect.stringMatching(/teachers\.yml: groups\[1\]\.teachers\[0\]\.post: Invalid option: expected one of "PGT"\|"TGT"/),
    ]);
  });

  it('requires a qualification for every teacher', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teachers-'));
    fs.cpSync(valid, root, { recursive: true });
    const file = path.join(root, 'teachers.yml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^ *qualification: M.Lib.I.Sc.\n/m, ''));
    expect(problems(() => getTeacherGroups(root))).toEqual([
      expect.stringMatching(/teachers\.yml: groups\[1\]\.teachers\[0\]\.qualification: Invalid input: expected string, received undefined$/),
    ]);
  });

  it('refuses a repeated id, naming both teachers', () => {
    expect(problems(() => getTeacherGroups(broken))).toEqual([`${brokenFile('teachers.yml')}: groups[0].teachers[1].id: 1 is already used by Mrs. One`]);
  });
});

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
    expect(problems(() => load(broken))).toEqual(expected.map((line) => `${brokenFile(file)}: ${line}`));
  });
});

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
