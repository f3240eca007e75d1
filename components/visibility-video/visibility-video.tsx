'use client';

import { useEffect, useRef } from 'react';

interface VisibilityVideoProps {
  sources: Array<{ src: string; type: string }>;
  poster: string;
  /** Accessible name of the video. */
  label: string;
  className?: string;
  /** Share of the video that must be on screen for it to play (the spec: 50 percent). */
  threshold?: number;
}

/**
 * A muted video that plays while at least half of it is on screen and pauses otherwise. It never plays with
 * sound by itself, keeps its controls, and does not start by itself for visitors who prefer reduced motion.
 */
export function VisibilityVideo({ sources, poster, label, className, threshold = 0.5 }: VisibilityVideoProps) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting && entry.intersectionRatio >= threshold) {
          // play() rejects when the browser refuses autoplay; the controls still work, so nothing to report.
          element.play().catch(() => undefined);
        } else {
          element.pause();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  return (
    <video ref={video} className={className} poster={poster} aria-label={label} muted playsInline loop controls preload="metadata" width={854} height={480}>
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
