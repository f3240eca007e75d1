/** Where the site's service worker is (scripts/service-worker.ts writes it; the site script registers it): the root, so it serves every page. */
export const SERVICE_WORKER_PATH = '/sw.js';
