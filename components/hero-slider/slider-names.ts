/** What the home slider's markup (hero-slider.tsx) and its script (inline-scripts/hero-slider.ts) share. */

/** On the slider: its timing from content/home.yml (`data-autoplay-ms`, `data-speed-ms`), and ready once the script runs. */
export const SLIDER_ATTRIBUTE = 'data-hero-slider';
export const READY_ATTRIBUTE = 'data-slider-ready';
/** The strip the slides scroll in. */
export const STRIP_ATTRIBUTE = 'data-slider-strip';
/** A slide: its position; the copy of the first slide after the last (looping) carries CLONE_ATTRIBUTE instead. */
export const SLIDE_INDEX_ATTRIBUTE = 'data-slide-index';
export const CLONE_ATTRIBUTE = 'data-slide-clone';
/** On the slide in view. */
export const ACTIVE_ATTRIBUTE = 'data-slide-active';
/** The pause/play control, hidden until the script runs. */
export const TOGGLE_ATTRIBUTE = 'data-slider-toggle';
export const PAUSE_LABEL = 'Pause slideshow';
/** The previous and next buttons (a way to change slides without swiping: WCAG 2.5.7), hidden until the script runs. */
export const STEP_ATTRIBUTE = 'data-slider-step';
export const PREVIOUS_LABEL = 'Previous slide';
export const NEXT_LABEL = 'Next slide';
export const PLAY_LABEL = 'Play slideshow';
