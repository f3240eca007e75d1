import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import type { HomeContent } from '@/lib/content/home';
import { getImage } from '@/lib/images';
import { SliderEnhancer } from './slider-enhancer';
import styles from './hero-slider.module.css';

interface HeroSliderProps {
  slider: HomeContent['slider'];
}

/**
 * The home page slider. The slides are server-rendered markup, so the first slide's image is in the HTML and
 * visible before any JavaScript runs, in a strip the reader can swipe through; the SliderEnhancer island turns them
 * into a swiper once the framework has arrived.
 */
export function HeroSlider({ slider }: HeroSliderProps) {
  const { slides, autoplayMs, speedMs, loop } = slider;
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label="Welcome to Sunrise Valley">
      <SliderEnhancer autoplayMs={autoplayMs} speedMs={speedMs} loop={loop} slideCount={slides.length}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={slide.image}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-slide-index={index}
            >
              <ResponsiveImage image={getImage(slide.image)} alt={slide.alt} sizes="100vw" priority={index === 0} fill />
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
            </div>
          ))}
        </div>
      </SliderEnhancer>
    </section>
  );
}
