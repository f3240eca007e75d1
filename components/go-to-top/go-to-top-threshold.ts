/** SPEC section 9: the button appears once the page has scrolled more than this many pixels (also the site script's rule). */
export const GO_TO_TOP_THRESHOLD = 100;
