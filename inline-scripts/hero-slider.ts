/**
 * The home slider's script (components/hero-slider), run as the page is parsed, right after the slider: the strip of
 * slides that works without it (scroll and snap, one slide at a time) plays by itself, as the spec asks (SPEC section
 * 9: content/home.yml's delay between slides and the length of each change, looping), with a visible pause/play
 * control (WCAG 2.2.2), paused from the start for readers who prefer reduced motion. A change scrolls the strip to
 * the next slide over `speedMs` (easing in and out); looping goes on from the last slide to a copy of the first and
 * then back to the real one, which looks the same. A reader's own swipe or scroll stops a change under way and
 * starts the delay again; slides out of view are inert (out of the tab order and the accessibility tree). No
 * framework and no library: a few hundred bytes in the page instead of an island's download. Previous and next
 * buttons change the slide with a tap (WCAG 2.5.7: a way without dragging), going round at either end.
 */
import {
  ACTIVE_ATTRIBUTE,
  CLONE_ATTRIBUTE,
  PAUSE_LABEL,
  PLAY_LABEL,
  READY_ATTRIBUTE,
  SLIDE_INDEX_ATTRIBUTE,
  STEP_ATTRIBUTE,
  STRIP_ATTRIBUTE,
  TOGGLE_ATTRIBUTE,
} from '@/components/hero-slider/slider-names';

const slider = document.currentScript!.parentElement!;
const strip = slider.querySelector<HTMLElement>(`[${STRIP_ATTRIBUTE}]`)!;
const toggle = slider.querySelector<HTMLButtonElement>(`[${TOGGLE_ATTRIBUTE}]`)!;
const steps = Array.from(slider.querySelectorAll<HTMLButtonElement>(`[${STEP_ATTRIBUTE}]`));
const slides = Array.from(strip.querySelectorAll<HTMLElement>(`[${SLIDE_INDEX_ATTRIBUTE}]`));
const clone = strip.querySelector<HTMLElement>(`[${CLONE_ATTRIBUTE}]`);
const { autoplayMs, speedMs } = slider.dataset;
const count = slides.length;
let playing = !matchMedia('(prefers-reduced-motion: reduce)').matches;
let timer: ReturnType<typeof setTimeout> | undefined;
let frame = 0;
let settle: ReturnType<typeof setTimeout> | undefined;

const width = () => strip.clientWidth || 1;
/** The slide in view (the copy of the first counts as the first). */
const shown = () => Math.round(strip.scrollLeft / width()) % count;

function mark() {
  const active = shown();
  slides.forEach((slide, index) => {
    slide.inert = index !== active;
    slide.toggleAttribute(ACTIVE_ATTRIBUTE, index === active);
  });
}

function stop() {
  cancelAnimationFrame(frame);
  frame = 0;
  strip.style.scrollSnapType = '';
}

/** Scrolls to slide `to` (`count` is the copy of the first) over speedMs. */
function go(to: number) {
  stop();
  const from = strip.scrollLeft;
  const distance = to * width() - from;
  const start = performance.now();
  // Snapping would pull each step of the change back to a slide.
  strip.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / Number(speedMs));
    strip.scrollLeft = from + distance * (progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2);
    if (progress < 1) {
      frame = requestAnimationFrame(step);
      return;
    }
    if (to === count) strip.scrollLeft = 0;
    stop();
    mark();
    schedule();
  };
  frame = requestAnimationFrame(step);
}

function schedule() {
  clearTimeout(timer);
  if (playing) {
    timer = setTimeout(() => {
      const next = shown() + 1;
      go(next < count ? next : clone ? count : 0);
    }, Number(autoplayMs));
  }
}

function label() {
  toggle.lastElementChild!.textContent = playing ? PAUSE_LABEL : PLAY_LABEL;
  toggle.toggleAttribute('data-playing', playing);
}

/** The slide `by` away from the one in view (1 next, -1 previous), round from the last to the first and back. */
function step(by: number) {
  const to = shown() + by;
  if (to >= count) go(clone ? count : 0);
  else if (to < 0) {
    // Back from the first: to the copy of it after the last, at once (it looks the same), then to the last.
    if (clone) strip.scrollLeft = count * width();
    go(count - 1);
  } else go(to);
}

if (count > 1) {
  toggle.hidden = false;
  label();
  steps.forEach((button) => {
    button.hidden = false;
    button.addEventListener('click', () => step(Number(button.getAttribute(STEP_ATTRIBUTE))));
  });
  toggle.addEventListener('click', () => {
    playing = !playing;
    label();
    schedule();
  });
  // The reader's own swipe, scroll or wheel: no change under way, and a whole delay from when they let go.
  ['pointerdown', 'wheel', 'touchstart'].forEach((type) =>
    strip.addEventListener(
      type,
      () => {
        stop();
        schedule();
      },
      { passive: true },
    ),
  );
  strip.addEventListener(
    'scroll',
    () => {
      if (frame) return;
      clearTimeout(settle);
      settle = setTimeout(mark, 100);
    },
    { passive: true },
  );
  mark();
  schedule();
  slider.setAttribute(READY_ATTRIBUTE, '');
}
