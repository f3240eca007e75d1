'use client';

import { useEffect } from 'react';

/** The attribute on <html> that says the framework has arrived and hydrated the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the page once the framework has hydrated it: rendered last in <body>, its effect runs after those of
 * every island before it. Tests wait for this marker instead of sleeping; nothing in the page depends on it.
 */
export function FrameworkReady() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
