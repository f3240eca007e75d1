import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari for the Marathi text, self-hosted from @fontsource (its Devanagari subset only, about
 * 50 KB). Only the fee page sets the font on its lang="mr" text, and the unicode-range means a browser fetches the
 * file only for Devanagari it actually draws. Not preloaded: the build shares one CSS file between pages, and a
 * preload would then make every page download the font.
 */
export const devanagari = localFont({
  src: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-devanagari',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
});
