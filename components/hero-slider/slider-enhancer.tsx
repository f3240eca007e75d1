'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import 'swiper/css';
import type { SliderHandle } from './start-slider';
import styles from './hero-slider.module.css';

interface SliderEnhancerProps {
  autoplayMs: number;
  speedMs: number;
  loop: boolean;
  slideCount: number;
  /** The server-rendered `.swiper-wrapper` with its slides. */
  children: ReactNode;
}

/** Runs `start` once the page has loaded and the browser is idle, so the slider never delays first paint. */
function afterLoad(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(start, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (timer) clearTimeout(timer);
  };
}

/**
 * Enhances the server-rendered slides, until then a strip to swipe or scroll through (hero-slider.module.css),
 * into a swiper with autoplay and a visible pause/play control (WCAG 2.2.2). With reduced motion the slider
 * starts paused.
 */
export function SliderEnhancer({ autoplayMs, speedMs, loop, slideCount, children }: SliderEnhancerProps) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<SliderHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (slideCount < 2) return;
    let cancelled = false;
    const cancelSchedule = afterLoad(() => {
      import('./start-slider').then(({ startSlider }) => {
        const element = container.current;
        if (cancelled || !element) return;
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        // Until now the slides were a scrolling strip: start on the slide the reader scrolled to, and hand the
        // strip's position over to swiper, which moves the slides itself.
        const initialSlide = element.clientWidth > 0 ? Math.round(element.scrollLeft / element.clientWidth) : 0;
        element.scrollLeft = 0;
        handle.current = startSlider(element, { autoplayMs, speedMs, loop, autoplay: !reduceMotion, initialSlide });
        setPlaying(!reduceMotion);
        setReady(true);
      });
    });
    return () => {
      cancelled = true;
      cancelSchedule();
      handle.current?.destroy();
      handle.current = null;
    };
  }, [autoplayMs, speedMs, loop, slideCount]);

  const toggle = () => {
    if (!handle.current) return;
    if (playing) handle.current.pause();
    else handle.current.play();
    setPlaying(!playing);
  };

  return (
    <div
      ref={container}
      className={`swiper ${styles.swiper}`}
      data-autoplay-ms={autoplayMs}
      data-speed-ms={speedMs}
      data-slider-ready={ready ? 'true' : undefined}
    >
      {children}
      {ready ? (
        <button type="button" className={styles.toggle} onClick={toggle}>
          <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
          {playing ? 'Pause slideshow' : 'Play slideshow'}
        </button>
      ) : null}
    </div>
  );
}
