import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LIGHTBOX_SETTINGS, type PhotoZoom, type PhotoZoomInput, type UsePhotoZoom } from './photo-lightbox';
import { viewerBox } from './photo-tiles';

/*
 * The lightbox's zoom (on /outdoor), imported lazily on its own so that only grids with zoom download it. The same
 * rules as YARL's zoom plugin, which it replaces: buttons double or halve, the wheel and a pinch scale with the
 * distance moved, a double tap or double click zooms to the halfway stop and back, a drag pans, and zooming at a
 * point keeps that point under the pointer.
 */

/** A zoom button doubles or halves. */
const STEP = 2;
/** Two presses on the photo this close together zoom (a finger's double tap, a mouse's double click). */
const DOUBLE_TAP_MS = 300;
const DOUBLE_CLICK_MS = 500;
/** A double tap goes this many steps (geometrically) from fitted to the largest zoom, then back to fitted. */
const DOUBLE_TAP_STOPS = 2;
/** Wheel or pinch distance (px) that doubles the zoom. */
const DISTANCE_FACTOR = 100;
/** An arrow key moves the zoomed photo this far (CSS px). */
const KEY_PAN_PX = 50;

interface View {
  photo: number;
  /** How many times its fitted size the photo is shown, from 1. */
  scale: number;
  /** Offsets in the photo's unscaled pixels, as in `scale() translate()`. */
  x: number;
  y: number;
  rapid: boolean;
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
/** `value` scaled by a wheel's or a pinch's `delta`, at most doubled or halved per event. */
const scaled = (value: number, delta: number) => value * Math.min(1 + Math.abs(delta / DISTANCE_FACTOR), 2) ** Math.sign(delta);

export const usePhotoZoom: UsePhotoZoom = ({ fitted, largestWidth, photo }: PhotoZoomInput): PhotoZoom => {
  const [state, setState] = useState<View>({ photo, scale: 1, x: 0, y: 0, rapid: false });
  // Each photo starts fitted.
  const view = state.photo === photo ? state : { photo, scale: 1, x: 0, y: 0, rapid: false };
  /** The view as of the last event: several pointer moves can come between two renders. */
  const latest = useRef(view);
  useLayoutEffect(() => {
    latest.current = view;
  });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const lastPress = useRef(0);
  const pinch = useRef(0);

  const max = Math.max(round5((largestWidth * LIGHTBOX_SETTINGS.maxZoomPixelRatio) / fitted.width), 1);

  const set = (next: View) => {
    latest.current = next;
    setState(next);
  };
  /** The offsets within which the zoomed photo still covers the viewer's box (or stays centred where it is smaller). */
  const clamp = (scale: number, x: number, y: number): [number, number] => {
    const box = viewerBox();
    const limit = (photoSize: number, boxSize: number) => Math.max((photoSize * scale - boxSize) / 2 / scale, 0);
    const [maxX, maxY] = [limit(fitted.width, box.width), limit(fitted.height, box.height)];
    return [Math.max(-maxX, Math.min(maxX, x)), Math.max(-maxY, Math.min(maxY, y))];
  };
  /** The point (from the viewer's centre, where the photo sits) that stays where it is while the zoom changes. */
  const fromCentre = (event: { clientX: number; clientY: number }): [number, number] => {
    const box = viewerBox();
    return [event.clientX - LIGHTBOX_SETTINGS.paddingPx - box.width / 2, event.clientY - LIGHTBOX_SETTINGS.paddingPx - box.height / 2];
  };
  const zoomTo = (target: number, rapid: boolean, [px, py]: [number, number] = [0, 0]) => {
    const current = latest.current;
    // Within 1 % of a limit is the limit: no step too small to see.
    const scale = round5(target + 0.01 < max ? (target - 0.01 > 1 ? target : 1) : max);
    const shift = 1 / current.scale - 1 / scale;
    set({ ...current, scale, ...xy(clamp(scale, current.x - px * shift, current.y - py * shift)), rapid });
  };
  const xy = ([x, y]: [number, number]) => ({ x, y });
  const pan = (dx: number, dy: number) => {
    const current = latest.current;
    set({ ...current, ...xy(clamp(current.scale, current.x - dx, current.y - dy)), rapid: true });
  };
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };

  // The wheel zooms at the pointer: a listener of our own, as React's is passive and the browser's page zoom must not
  // run; on the window, as the lightbox covers it all while open.
  useEffect(() => {
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (Math.abs(event.deltaY) > Math.abs(event.deltaX)) zoomTo(scaled(latest.current.scale, -event.deltaY), true, fromCentre(event));
    };
    addEventListener('wheel', onWheel, { passive: false });
    return () => removeEventListener('wheel', onWheel);
  });

  return {
    transform: view.scale === 1 ? '' : `scale(${view.scale}) translate(${view.x}px, ${view.y}px)`,
    rapid: view.rapid,
    scale: view.scale,
    canZoomIn: view.scale < max,
    canZoomOut: view.scale > 1,
    zoomIn: () => zoomTo(latest.current.scale * STEP, false),
    zoomOut: () => zoomTo(latest.current.scale / STEP, false),
    pointerDown(event, onPhoto) {
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 1 && onPhoto) {
        if (event.timeStamp - lastPress.current < (event.pointerType === 'touch' ? DOUBLE_TAP_MS : DOUBLE_CLICK_MS)) {
          lastPress.current = 0;
          const { scale } = latest.current;
          zoomTo(scale < max ? scale * Math.max(max ** (1 / DOUBLE_TAP_STOPS), STEP) : 1, false, fromCentre(event));
        } else lastPress.current = event.timeStamp;
      }
      if (pointers.current.size === 2) pinch.current = distance();
      return pointers.current.size > 1 || latest.current.scale > 1;
    },
    pointerMove(event) {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return false;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2) {
        const now = distance();
        const [a, b] = [...pointers.current.values()];
        zoomTo(scaled(latest.current.scale, now - pinch.current), true, fromCentre({ clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2 }));
        pinch.current = now;
        return true;
      }
      const { scale } = latest.current;
      if (scale <= 1) return false;
      pan((previous.x - event.clientX) / scale, (previous.y - event.clientY) / scale);
      return true;
    },
    pointerUp(event) {
      pointers.current.delete(event.pointerId);
    },
    key(event) {
      const { key } = event;
      const meta = event.metaKey || event.ctrlKey;
      if (key === '+' || (meta && key === '=')) zoomTo(latest.current.scale * STEP, false);
      else if (key === '-' || (meta && key === '_')) zoomTo(latest.current.scale / STEP, false);
      else if (meta && key === '0') zoomTo(1, false);
      else {
        const move = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
        if (!move || latest.current.scale <= 1) return false;
        pan(move[0] * KEY_PAN_PX, move[1] * KEY_PAN_PX);
      }
      return true;
    },
  };
};
