import { defineIsland } from '@/lib/islands/define';
import { PhotoGridLightbox } from './photo-grid-lightbox';

/** A photo grid's lightbox wakes when a reader goes to use the grid; a photo tapped before that opens at once (photo-grid.early.ts). */
export default defineIsland('photo-grid', PhotoGridLightbox, { wake: 'interaction' });
