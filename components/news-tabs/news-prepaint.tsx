import { NEWS_PREPAINT_STYLE_ID } from '@/lib/news-text';

/**
 * An inline script placed before the news tabs: it adds a style that shows the reader's current month the way
 * the island will after hydration (that tab marked, the other months hidden, the month heading visually hidden,
 * long descriptions as a preview with 'Read More'), so the list does not jump when the island takes over and
 * removes the style. A link to one item (/news#slug) is left to the island. Static text (no build date, no
 * content), so the server's CSP hash for it never changes; without JavaScript every month stays visible.
 */
export function NewsPrepaint() {
  const code =
    `(function(){if(location.hash.length>1)return;var m=new Date().getMonth(),s=document.createElement('style');` +
    `s.id=${JSON.stringify(NEWS_PREPAINT_STYLE_ID)};` +
    `s.textContent='[id^="news-panel-"]:not(#news-panel-'+m+'),[data-news-full]{display:none}' +` +
    `'#news-heading-'+m+'{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}' +` +
    `'#news-tab-'+m+'{background:var(--color-primary);color:#fff}' +` +
    `'[data-news-excerpt]{display:block}[data-news-more]{display:inline-block}';document.head.appendChild(s)})()`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
