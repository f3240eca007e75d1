'use client';

/*
 * The photo grids' lightbox, our own. We used yet-another-react-lightbox (YARL) and its zoom plugin; for what the
 * spec asks (one photo at a time, next and previous that wrap, close, keys, swipe, zoom to 300 %, an error message)
 * they came to 16 KB gzip on top of React, and took the photo pages over issue 34's 80 KB after the first tap. This
 * file and photo-lightbox-zoom.ts do the same in under 5 KB, and share their markup and CSS with the early viewer.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { EARLY_VIEWER_ATTRIBUTE } from './photo-grid.early';
import { CLOSE_ICON, fitPhoto, slideSrcSet, VIEWER_CLASS, VIEWER_LABELS, VIEWER_PADDING_PX, type PhotoSlide } from './photo-tiles';

/** The spec's lightbox constants (SPEC section 9). */
export const LIGHTBOX_SETTINGS = {
  /** "animation 300 ms": the opening and closing fade, the change of photo, a zoom step. */
  animationMs: 300,
  /** "padding 10". */
  paddingPx: VIEWER_PADDING_PX,
  /** "key repeat limit 180 ms": held or hammered arrow keys change the photo at most once per 180 ms. */
  keyRepeatMs: 180,
  /**
   * "max zoom 300" ("zoom runs 0 to 300"): zooming stops at 300 % of the photo's own pixel size (its largest
   * variant's width), as YARL's maxZoomPixelRatio of 3 did. Past that a photo only gets blurrier.
   */
  maxZoomPixelRatio: 3,
} as const;

export const FAILED_MESSAGE = 'This image failed to load';

/** The lightbox's own parts (the early viewer has none of them); `next` also tells the tests its code has loaded. */
export const LIGHTBOX_CLASS = {
  previous: 'photo-viewer__previous',
  next: 'photo-viewer__next',
  closing: 'photo-viewer--closing',
  error: 'photo-viewer__error',
};

/** A horizontal drag this long (CSS px) changes the photo. */
const SWIPE_PX = 50;
/** A press that moves further than this is a drag, not a click on the backdrop. */
const CLICK_SLOP_PX = 10;

/** Material Design's icons, 24 x 24. */
const ICONS = {
  previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  zoomIn:
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14zM12 10h-2v2H9v-2H7V9h2V7h1v2h2z',
  zoomOut:
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14zM7 9h5v1H7z',
  close: CLOSE_ICON,
};

/** What the zoom (photo-lightbox-zoom.ts, loaded on /outdoor only) gives the lightbox for the photo on show. */
export interface PhotoZoom {
  /** The CSS transform of the photo. */
  transform: string;
  /** A wheel, pinch or drag is moving it: no easing. */
  rapid: boolean;
  /** How many times its fitted size the photo is shown. */
  scale: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  /** Each returns true when the zoom used the event (then it does nothing else). */
  pointerDown: (event: PointerEvent, onPhoto: boolean) => boolean;
  pointerMove: (event: PointerEvent) => boolean;
  pointerUp: (event: PointerEvent) => void;
  key: (event: KeyboardEvent) => boolean;
}

export interface PhotoZoomInput {
  /** The photo's size on screen unzoomed (fitPhoto). */
  fitted: { width: number; height: number };
  /** Its largest variant's width: the zoom stops at LIGHTBOX_SETTINGS.maxZoomPixelRatio times that. */
  largestWidth: number;
  /** Changes with the photo: each photo starts unzoomed. */
  photo: number;
}

/** A React hook: the same one for as long as a lightbox is mounted (a grid has zoom or has not). */
export type UsePhotoZoom = (input: PhotoZoomInput) => PhotoZoom;

export interface PhotoLightboxProps {
  /** The photos the grid shows (photo-tiles.ts: the pipeline's WebP variants). */
  slides: PhotoSlide[];
  /** The open photo's position in `slides`; -1 when closed. */
  index: number;
  /** The zoom, on grids that have it. */
  useZoom?: UsePhotoZoom;
  onView: (index: number) => void;
  onClose: () => void;
  /** The opening animation has finished; `image` is the photo's img (none when it failed). */
  onEntered?: (image: HTMLImageElement | null) => void;
  /** The tile that opened the lightbox: focus goes back to it on close. */
  returnFocus: () => HTMLElement | null;
}

export interface PhotoLightboxModule {
  PhotoLightbox: ComponentType<PhotoLightboxProps>;
  useZoom?: UsePhotoZoom;
}

/** The fade's length: none for a reader who asked for less motion (photo-viewer.css drops the animations too). */
const animationMs = () => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : LIGHTBOX_SETTINGS.animationMs);

const noZoom: UsePhotoZoom = () => ({
  transform: '',
  rapid: false,
  scale: 1,
  canZoomIn: false,
  canZoomOut: false,
  zoomIn: () => undefined,
  zoomOut: () => undefined,
  pointerDown: () => false,
  pointerMove: () => false,
  pointerUp: () => undefined,
  key: () => false,
});

function IconButton({
  label,
  icon,
  className = '',
  disabled,
  onClick,
}: {
  label: string;
  icon: string;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={`${VIEWER_CLASS.button} ${className}`} aria-label={label} disabled={disabled} onClick={onClick}>
      <svg className={VIEWER_CLASS.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={icon} />
      </svg>
    </button>
  );
}

/**
 * Makes everything beside the dialog inert (not focusable, not read) while it is open, as a modal dialog must. The
 * early viewer, above it until its photo is there, is only hidden from assistive technology (focus is in the
 * dialog): a press on its close button or beside its photo still closes both. Returns the undo.
 */
function inertOthers(dialog: HTMLElement): () => void {
  const undo = Array.from(document.body.children).map((element) => {
    const attribute = element.hasAttribute(EARLY_VIEWER_ATTRIBUTE) ? 'aria-hidden' : 'inert';
    if (element === dialog || element.hasAttribute(attribute) || /^(SCRIPT|STYLE|TEMPLATE)$/.test(element.tagName)) return () => undefined;
    element.setAttribute(attribute, attribute === 'inert' ? '' : 'true');
    return () => element.removeAttribute(attribute);
  });
  return () => undo.forEach((each) => each());
}

function OpenLightbox({ slides, index, useZoom = noZoom, onView, onClose, onEntered, returnFocus }: PhotoLightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [closing, setClosing] = useState(false);
  const [failed, setFailed] = useState(-1);
  const [loaded, setLoaded] = useState(-1);
  const [, setWindowSize] = useState('');
  /** How far a finger has dragged the photo sideways (it follows until let go). */
  const [drag, setDrag] = useState<number | null>(null);
  const lastKey = useRef(-Infinity);
  const press = useRef<{ id: number; x: number; y: number; moved: boolean; swipe: boolean } | null>(null);
  const release = useRef<() => void>(() => undefined);

  const slide = slides[index];
  const total = slides.length;
  const fitted = fitPhoto(slide);
  const zoom = useZoom({ fitted, largestWidth: slide.width, photo: index });

  const go = (step: number) => onView((index + step + total) % total);

  function close() {
    if (closing) return;
    setClosing(true);
    release.current();
    window.setTimeout(onClose, animationMs());
  }

  // Open: everything else inert, focus in the dialog, and the reader told when the fade is over.
  useLayoutEffect(() => {
    const root = dialog.current!;
    const undoInert = inertOthers(root);
    release.current = () => {
      undoInert();
      release.current = () => undefined;
      // Back to the tile that opened it, unless the reader has gone elsewhere (the early viewer's close did).
      const active = document.activeElement;
      if (!active || active === document.body || root.contains(active)) returnFocus()?.focus();
    };
    root.focus();
    // Placed again now that the page behind is locked (photo-viewer.css): its scrollbar has gone. A measurement
    // after the first commit, before the first paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWindowSize(`${innerWidth}x${innerHeight}`);
    const entered = window.setTimeout(() => onEntered?.(image.current), animationMs());
    const onResize = () => setWindowSize(`${innerWidth}x${innerHeight}`);
    addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(entered);
      removeEventListener('resize', onResize);
      release.current();
    };
    // Once per opening (the component is mounted anew each time).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A zoom button that has just reached its limit is disabled, which drops its focus: keep focus in the dialog.
  useEffect(() => {
    if (document.activeElement instanceof HTMLButtonElement && document.activeElement.disabled) dialog.current?.focus();
  });

  // The photos either side, fetched once this one is there, so that next and previous show at once.
  useEffect(() => {
    if (loaded !== index) return;
    for (const step of [1, -1]) {
      const neighbour = slides[(index + step + total) % total];
      const preload = new Image();
      preload.sizes = `${fitPhoto(neighbour).width}px`;
      preload.srcset = slideSrcSet(neighbour);
    }
  }, [loaded, index, slides, total]);

  function onKeyDown(event: ReactKeyboardEvent) {
    const { key } = event;
    if (key === 'Escape') close();
    else if (key === 'Tab') {
      // Focus stays in the dialog: from the last control to the first and back.
      const controls = Array.from(dialog.current!.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
      const [first, last] = [controls[0], controls[controls.length - 1]];
      const active = document.activeElement;
      if (event.shiftKey ? active === first || active === dialog.current : active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
      return;
    } else if (zoom.key(event.nativeEvent)) {
      // The zoom used it (+, -, or an arrow that pans the zoomed photo).
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const now = performance.now();
      if (now - lastKey.current >= LIGHTBOX_SETTINGS.keyRepeatMs) {
        lastKey.current = now;
        go(key === 'ArrowLeft' ? -1 : 1);
      }
    } else return;
    event.preventDefault();
  }

  const onPointerDown = (event: ReactPointerEvent) => {
    // Any press but a mouse's other buttons; a swipe may start on the previous or next button (they sit at the edges).
    if (event.button > 0) return;
    const used = zoom.pointerDown(event.nativeEvent, event.target === image.current);
    press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false, swipe: !used && event.isPrimary };
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const current = press.current;
    const used = zoom.pointerMove(event.nativeEvent);
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (Math.hypot(dx, event.clientY - current.y) > CLICK_SLOP_PX) current.moved = true;
    if (current.swipe && !used) setDrag(dx);
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    zoom.pointerUp(event.nativeEvent);
    const current = press.current;
    if (!current || current.id !== event.pointerId) return;
    setDrag(null);
    const [dx, dy] = [event.clientX - current.x, event.clientY - current.y];
    if (current.swipe && event.type === 'pointerup' && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
    if (event.type !== 'pointerup') press.current = null;
  };
  // A press on the backdrop (beside the photo, not a drag) closes.
  const onClick = (event: ReactMouseEvent) => {
    const dragged = press.current?.moved;
    press.current = null;
    if (!dragged && (event.target === dialog.current || event.target === stage.current)) close();
  };

  const label = VIEWER_LABELS.slide.replace('{index}', String(index + 1)).replace('{total}', String(total));
  const size = { width: `${fitted.width}px`, height: `${fitted.height}px` };

  return createPortal(
    // The dialog takes the keys and presses for everything in it: arrows, Escape, Tab, swipes, the backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      className={`${VIEWER_CLASS.root}${closing ? ` ${LIGHTBOX_CLASS.closing}` : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={VIEWER_LABELS.dialog}
      tabIndex={-1}
      style={{ ['--photo-viewer-animation' as string]: `${animationMs()}ms` }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={onClick}
    >
      <div
        ref={stage}
        className={VIEWER_CLASS.stage}
        style={{ padding: LIGHTBOX_SETTINGS.paddingPx }}
        role="group"
        aria-label={label}
        aria-busy={loaded !== index && failed !== index ? 'true' : undefined}
      >
        {failed === index ? (
          <p className={LIGHTBOX_CLASS.error}>{FAILED_MESSAGE}</p>
        ) : (
          <img
            key={index}
            ref={image}
            className={VIEWER_CLASS.image}
            // sizes before srcset: the browser picks the variant once, for the size the photo is shown at.
            sizes={`${Math.round(fitted.width * zoom.scale)}px`}
            srcSet={slideSrcSet(slide)}
            src={slide.src}
            alt={slide.alt}
            draggable={false}
            style={{
              ...size,
              transform: zoom.transform || undefined,
              translate: drag === null ? undefined : `${drag}px`,
              transition: zoom.rapid || drag !== null ? 'none' : undefined,
            }}
            onLoad={() => setLoaded(index)}
            onError={() => setFailed(index)}
          />
        )}
      </div>
      <div className={VIEWER_CLASS.toolbar}>
        {useZoom !== noZoom ? (
          <>
            <IconButton label={VIEWER_LABELS.zoomIn} icon={ICONS.zoomIn} disabled={!zoom.canZoomIn} onClick={zoom.zoomIn} />
            <IconButton label={VIEWER_LABELS.zoomOut} icon={ICONS.zoomOut} disabled={!zoom.canZoomOut} onClick={zoom.zoomOut} />
          </>
        ) : null}
        <IconButton label={VIEWER_LABELS.close} icon={ICONS.close} onClick={close} />
      </div>
      <IconButton label={VIEWER_LABELS.previous} icon={ICONS.previous} className={LIGHTBOX_CLASS.previous} onClick={() => go(-1)} />
      <IconButton label={VIEWER_LABELS.next} icon={ICONS.next} className={LIGHTBOX_CLASS.next} onClick={() => go(1)} />
    </div>,
    document.body,
  );
}

/** The lightbox: nothing while closed; mounted anew at each opening, so each starts fresh. */
function PhotoLightbox(props: PhotoLightboxProps) {
  return props.index >= 0 && props.slides[props.index] ? <OpenLightbox {...props} /> : null;
}

export const photoLightbox: Omit<PhotoLightboxModule, 'useZoom'> = { PhotoLightbox };
