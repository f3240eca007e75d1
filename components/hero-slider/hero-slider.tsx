import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import type { HomeContent } from '@/lib/content/home';
import { getImage } from '@/lib/images';
import {
  CLONE_ATTRIBUTE,
  NEXT_LABEL,
  PAUSE_LABEL,
  PREVIOUS_LABEL,
  SLIDE_INDEX_ATTRIBUTE,
  SLIDER_ATTRIBUTE,
  STEP_ATTRIBUTE,
  STRIP_ATTRIBUTE,
  TOGGLE_ATTRIBUTE,
} from './slider-names';
import styles from './hero-slider.module.css';

interface HeroSliderProps {
  slider: HomeContent['slider'];
}

/**
 * Plays the slides by itself as the page is parsed, right after them, with the pause/play control. Source:
 * inline-scripts/hero-slider.ts; it reads the timing from the slider's attributes, so its text never changes.
 */
export const SLIDER_SCRIPT = BUILT_INLINE_SCRIPTS.heroSlider;

type Slide = HomeContent['slider']['slides'][number];

function SlideContent({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <>
      <ResponsiveImage image={getImage(slide.image)} alt={slide.alt} sizes="100vw" priority={first} fill />
      <div className={styles.caption}>
        <div className="container">
          <p className={styles.heading}>{slide.heading}</p>
          <p className={styles.text}>{slide.text}</p>
          {slide.link ? (
            <a className="button button-accent" href={slide.link.href}>
              {slide.link.label}
            </a>
          ) : null}
        </div>
      </div>
    </>
  );
}

/**
 * The home page slider, working from the HTML alone: the slides are server-rendered side by side in a strip the
 * reader swipes or scrolls through, snapping to each, with the first slide's image in the HTML (the page's largest
 * paint). SLIDER_SCRIPT makes it play by itself with a pause/play control and previous and next buttons (no island: it needs no framework). With
 * looping on, a copy of the first slide follows the last (hidden from assistive technology and the tab order), so
 * that the change from the last slide to the first moves forward like the others.
 */
export function HeroSlider({ slider }: HeroSliderProps) {
  const { slides, autoplayMs, speedMs, loop } = slider;
  const timing = { [SLIDER_ATTRIBUTE]: '', 'data-autoplay-ms': autoplayMs, 'data-speed-ms': speedMs };
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label="Welcome to Sunrise Valley" {...timing}>
      <div className={styles.strip} {...{ [STRIP_ATTRIBUTE]: '' }}>
        {slides.map((slide, index) => (
          <div
            key={slide.image}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            {...{ [SLIDE_INDEX_ATTRIBUTE]: index }}
          >
            <SlideContent slide={slide} first={index === 0} />
          </div>
        ))}
        {loop && slides.length > 1 ? (
          <div className={styles.slide} aria-hidden="true" inert {...{ [CLONE_ATTRIBUTE]: '' }}>
            <SlideContent slide={slides[0]} first={false} />
          </div>
        ) : null}
      </div>
      {/* Hidden until the script shows them: no dead control without JavaScript. Previous and next change the slide
          with a tap, for readers who cannot swipe (WCAG 2.5.7); at the bottom left, clear of the floating chat. */}
      <div className={`container ${styles.controls}`}>
        <button type="button" className={styles.step} hidden aria-label={PREVIOUS_LABEL} {...{ [STEP_ATTRIBUTE]: '-1' }}>
          <span aria-hidden="true" className={`${styles.chevron} ${styles.back}`} />
        </button>
        <button type="button" className={styles.toggle} hidden {...{ [TOGGLE_ATTRIBUTE]: '' }}>
          <span aria-hidden="true" className={styles.icon} />
          <span>{PAUSE_LABEL}</span>
        </button>
        <button type="button" className={styles.step} hidden aria-label={NEXT_LABEL} {...{ [STEP_ATTRIBUTE]: '1' }}>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </div>
      <script dangerouslySetInnerHTML={{ __html: SLIDER_SCRIPT }} />
    </section>
  );
}
