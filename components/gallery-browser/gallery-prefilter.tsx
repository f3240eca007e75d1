import { categorySlug, GALLERY_CATEGORIES, PREFILTER_STYLE_ID } from '@/lib/gallery-categories';

/**
 * An inline script placed before the grid: when the address names a category (a shared link), it hides the
 * other tiles before the first paint, so the grid does not jump when the island applies the same filter
 * after hydration. Static text, so the server's CSP hash for it never changes.
 */
export function GalleryPrefilter() {
  const slugs = GALLERY_CATEGORIES.slice(1).map(categorySlug);
  const code =
    `(function(){var c=(new URLSearchParams(location.search).get('category')||'').trim().toLowerCase();` +
    `if(${JSON.stringify(slugs)}.indexOf(c)<0)return;var s=document.createElement('style');s.id=${JSON.stringify(PREFILTER_STYLE_ID)};` +
    `s.textContent='[data-filterable]>li:not([data-category="'+c+'"]){display:none}';document.head.appendChild(s)})()`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
