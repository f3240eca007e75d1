import { render } from '@testing-library/react';
import { SITE_SCRIPT } from '@/components/site-script/site-script';
import { VisibilityVideo } from '@/components/visibility-video/visibility-video';

type Callback = (entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void;

describe('VisibilityVideo with the site script', () => {
  let observed: { callback: Callback; threshold: unknown; target?: Element }[];
  let reducedMotion: boolean;

  beforeEach(() => {
    observed = [];
    reducedMotion = false;
    window.IntersectionObserver = class {
      constructor(callback: Callback, options: { threshold: unknown }) {
        observed.push({ callback, threshold: options.threshold });
      }
      observe(target: Element) {
        observed[observed.length - 1].target = target;
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce') })) as typeof window.matchMedia;
  });

  function setUp() {
    const { container } = render(<VisibilityVideo sources={[{ src: '/videos/a.mp4', type: 'video/mp4' }]} poster="/videos/a.jpg" label="Campus film" />);
    const video = container.querySelector('video')!;
    video.play = jest.fn(() => Promise.resolve());
    video.pause = jest.fn();
    new Function(SITE_SCRIPT)();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    return video;
  }

  it('is a muted video with controls, marked to play while half of it is visible', () => {
    const video = setUp();
    expect(video.muted).toBe(true);
    expect(video.controls).toBe(true);
    expect(video).toHaveAttribute('data-play-visible', '0.5');
    expect(video).toHaveAttribute('aria-label', 'Campus film');
  });

  it('plays at 50 percent visibility and pauses otherwise', () => {
    const video = setUp();
    const watcher = observed.find((entry) => entry.target === video)!;
    expect(watcher.threshold).toBe(0.5);
    watcher.callback([{ isIntersecting: true, intersectionRatio: 0.6 }]);
    expect(video.play).toHaveBeenCalled();
    watcher.callback([{ isIntersecting: true, intersectionRatio: 0.2 }]);
    expect(video.pause).toHaveBeenCalled();
  });

  it('never starts by itself for readers who prefer reduced motion', () => {
    reducedMotion = true;
    const video = setUp();
    expect(observed.find((entry) => entry.target === video)).toBeUndefined();
  });
});
