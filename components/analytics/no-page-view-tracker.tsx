/**
 * Stands in for page-view-tracker.tsx when NEXT_PUBLIC_GA_ID is unset (see next.config.ts), so the
 * build holds no analytics code at all.
 */
export function PageViewTracker(_props: { measurementId: string }) {
  return null;
}
