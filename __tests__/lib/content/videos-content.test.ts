/** @jest-environment node */
import path from 'node:path';
import { getVideo, getVideos } from '@/lib/content/videos';
import { problems } from './content-errors';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'school-life');
const valid = path.join(fixtures, 'content');
const broken = path.join(fixtures, 'broken-content');
const brokenFile = (name: string) => `__tests__/fixtures/school-life/broken-content/${name}`;

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
