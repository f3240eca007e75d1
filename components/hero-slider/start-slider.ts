import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

export interface SliderOptions {
  autoplayMs: number;
  speedMs: number;
  loop: boolean;
  /** Start playing at once (false when the visitor prefers reduced motion). */
  autoplay: boolean;
  /** The slide to start on: the one the reader had scrolled the strip to before the slider started. */
  initialSlide?: number;
}

export interface SliderHandle {
  play(): void;
  pause(): void;
  destroy(): void;
}

/** Hidden slides leave the tab order and the accessibility tree; only the visible one is reachable. */
function markInactive(swiper: Swiper): void {
  swiper.slides.forEach((slide, index) => {
    slide.inert = index !== swiper.activeIndex;
  });
}

/**
 * Loaded on demand by the slider island: swiper's core with only the Autoplay module, no pagination dots.
 */
export function startSlider(element: HTMLElement, options: SliderOptions): SliderHandle {
  const swiper = new Swiper(element, {
    modules: [Autoplay],
    loop: options.loop,
    speed: options.speedMs,
    initialSlide: options.initialSlide ?? 0,
    // Fetch the next slide's lazy image ahead of its turn, so it never appears as a placeholder.
    lazyPreloadPrevNext: 1,
    autoplay: { delay: options.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: false },
    on: {
      afterInit: markInactive,
      slideChange: markInactive,
    },
  });
  if (!options.autoplay) swiper.autoplay.stop();
  return {
    play: () => swiper.autoplay.start(),
    pause: () => swiper.autoplay.stop(),
    destroy: () => swiper.destroy(true, true),
  };
}
