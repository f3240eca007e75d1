import Zoom from 'yet-another-react-lightbox/plugins/zoom';

/**
 * The lightbox's zoom plugin (on /outdoor), imported lazily on its own so that only grids with zoom download it;
 * a module of ours so that its chunk carries a name the build can find (LAZY_MODULES in lib/early-press.ts).
 */
export const photoLightboxZoom = Zoom;
