import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import { apiUrl } from '@/lib/forms/api';

/**
 * The layout's one inline script: navigation keys and closing, the go-to-top fallback, videos that play while
 * seen, the early press held for an island, and the insight beacons. Its source, and what each behaviour does, is
 * inline-scripts/site.ts, compiled at build. Static text (no content, no build date), so its CSP hash is the same
 * on every page and every build; the API base the beacons use is on its tag. Kept short: it is in every page's
 * first 14 KB, the first round trip on a slow connection.
 */
export const SITE_SCRIPT = BUILT_INLINE_SCRIPTS.site;

/** Placed first in <body>: its listeners are on the document, so it serves every element parsed after it. */
export function SiteScript() {
  return <script data-api-base={apiUrl('')} dangerouslySetInnerHTML={{ __html: SITE_SCRIPT }} />;
}
