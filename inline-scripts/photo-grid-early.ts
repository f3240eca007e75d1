/**
 * The photo grid's early handler (components/photo-grid/photo-grid.early.ts) as a script of its own: 40% of the boot
 * script's size, which every page with an island loads, and needed only where there is a photo grid. The boot script
 * loads it on those pages (scripts/islands/build.ts writes it, page-transform names it in the page's config) and
 * holds a press on a photo until it has run.
 */
import { photoGridEarly } from '@/components/photo-grid/photo-grid.early';
import { EARLY_HANDLER_GLOBAL } from '@/lib/islands/contract';
import type { EarlyHandler } from '@/lib/islands/early';

(self as unknown as Record<string, ((name: string, handler: EarlyHandler) => void) | undefined>)[EARLY_HANDLER_GLOBAL]?.('photo-grid', photoGridEarly);
