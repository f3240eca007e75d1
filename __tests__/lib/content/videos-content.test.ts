/** @jest-environment node */
import { getVideo, getVideos } from '@/lib/content/videos';
import { errorLines, schoolLifeFixtures } from './content-errors';

const { valid, broken, brokenFile } = schoolLifeFixtures;

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
    expect(errorLines(() => getVideos(broken))).toEqual([
      `${brokenFile('videos.yml')}: videos.toppers.poster: No such file under public/`,
      `${brokenFile('videos.yml')}: videos.toppers.sources[0].type: Invalid option: expected one of "video/webm"|"video/mp4"`,
    ]);
  });
});
