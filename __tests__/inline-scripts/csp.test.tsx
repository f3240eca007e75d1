import { renderToStaticMarkup } from 'react-dom/server';
import { GalleryBrowser } from '@/components/gallery-browser/gallery-browser';
import { NewsTabs } from '@/components/news-tabs/news-tabs';
import { NotFoundMessage } from '@/components/not-found-message/not-found-message';
import { Notices } from '@/components/notices/notices';
import { SiteScript } from '@/components/site-script/site-script';
import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';
import { inlineScriptsNotAllowed, scriptHashSource } from '@/scripts/lib/csp-check';
import { contentSecurityPolicy } from '@/server/core/site-policy';

const notice = { slug: 'exam', dismissKey: 'exam@1', title: 'Exams', message: 'Exams start on Monday.', severity: 'info', fromMs: 0, untilMs: 2e12 } as const;

/** A page with every component that carries an inline script, as the server renders them. */
const html = renderToStaticMarkup(
  <html lang="en">
    <body>
      <SiteScript />
      <Notices notices={[notice]} builtAt={1} />
      <main>
        <NewsTabs items={[]} />
        <GalleryBrowser photos={[]} />
        <NotFoundMessage generic={<p>Not found</p>} blog={<p>No such article</p>} />
      </main>
      <script type="application/ld+json">{'{"@type":"School"}'}</script>
    </body>
  </html>,
);

describe('the page CSP and the built inline scripts', () => {
  const csp = contentSecurityPolicy(html);

  it.each(['site', 'notices', 'newsTabs', 'gallery', 'notFound'] as const)('the %s script is on the page as built, and allowed by its hash', (name) => {
    const script = BUILT_INLINE_SCRIPTS[name];
    expect(html).toContain(`>${script}</script>`);
    expect(csp).toContain(scriptHashSource(script));
  });

  it('allows every inline script the HTML parser finds, and nothing inline besides', () => {
    expect(inlineScriptsNotAllowed(html, csp)).toEqual([]);
    const scriptSrc = csp
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ');
    expect(scriptSrc.slice(1).filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  });

  it('the check names a script the CSP does not allow, including one whose attribute merely ends in src', () => {
    const extra = '<script data-src="/x.js">alert(1)</script>';
    const page = html.replace('</body>', `${extra}</body>`);
    expect(inlineScriptsNotAllowed(page, csp)).toEqual(['alert(1)']);
    expect(inlineScriptsNotAllowed(page, contentSecurityPolicy(page))).toEqual([]);
  });
});
