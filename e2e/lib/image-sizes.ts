import type { Page } from 'playwright-core';

export interface ImageSizeReport {
  /** Images that had loaded and were displayed, so their size could be judged. */
  checked: number;
  /** Images whose chosen variant is more than `factor` times as wide as needed. */
  oversized: Array<{ src: string; naturalWidth: number; displayedWidth: number; devicePixelRatio: number }>;
}

/**
 * The image-size budget: no image is transferred at more than `factor` (2) times its displayed size. For every
 * loaded, displayed <img>, the chosen variant's width (naturalWidth) must be at most
 * factor x its CSS width x devicePixelRatio. Call after scrolling through the page so lazy images have loaded.
 */
export async function checkImageSizes(page: Page, factor = 2): Promise<ImageSizeReport> {
  // Give images that started loading during the scroll a moment to finish.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'), undefined, { timeout: 15000 });
  return page.evaluate((limit) => {
    const dpr = window.devicePixelRatio || 1;
    const shown = Array.from(document.images).filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0);
    return {
      checked: shown.length,
      oversized: shown
        .map((img) => ({
          src: img.currentSrc,
          naturalWidth: img.naturalWidth,
          displayedWidth: Math.round(img.getBoundingClientRect().width),
          devicePixelRatio: dpr,
        }))
        .filter((image) => image.naturalWidth > limit * image.displayedWidth * image.devicePixelRatio),
    };
  }, factor);
}
