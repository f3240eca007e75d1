/**
 * Site search without JavaScript: GET /search?q= answers with the built search page and the results MiniSearch finds in
 * the build's page records (the browser's Pagefind search finds the same), each search reported to `app.recordSearch`.
 */
export { default as siteSearchPlugin } from './plugin';
