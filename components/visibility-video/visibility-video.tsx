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
 * A muted video that plays while at least half of it is on screen and pauses otherwise: the layout's inline
 * script watches every `video[data-play-visible]` (components/site-script), from the first paint on. It never
 * plays with sound by itself, keeps its controls (all there is without JavaScript), and does not start by
 * itself for visitors who prefer reduced motion.
 */
export function VisibilityVideo({ sources, poster, label, className, threshold = 0.5 }: VisibilityVideoProps) {
  return (
    <video
      className={className}
      poster={poster}
      aria-label={label}
      muted
      playsInline
      loop
      controls
      preload="metadata"
      width={854}
      height={480}
      data-play-visible={threshold}
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
