import { defineIsland } from '@/lib/islands/define';
// By its alias: without an analytics id next.config.ts swaps the module for an empty one.
import { PageViewTracker } from '@/components/analytics/page-view-tracker';

/** Analytics consent and page views (only with NEXT_PUBLIC_GA_ID): nothing to press, so it wakes when the browser is idle. */
export default defineIsland('page-view-tracker', PageViewTracker, { wake: 'idle' });
