'use client';

import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/icons/icons';
import styles from './go-to-top.module.css';

/** SPEC section 9: the button appears once the page has scrolled more than this many pixels. */
export const GO_TO_TOP_THRESHOLD = 100;

export function GoToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > GO_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Go to top"
      onClick={() => {
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
