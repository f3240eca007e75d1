import Zoom from 'yet-another-react-lightbox/plugins/zoom';

/** The lightbox's zoom plugin (on /outdoor), imported lazily on its own so that only grids with zoom download it. */
export const photoLightboxZoom = Zoom;
