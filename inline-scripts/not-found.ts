/**
 * The 404 page's script (components/not-found-message), parsed before both messages: marks the block for the
 * blog message when the address is under /blog/, before anything is painted.
 */
document.currentScript!.parentElement!.setAttribute('data-missing', location.pathname.startsWith('/blog/') ? 'blog' : 'page');
