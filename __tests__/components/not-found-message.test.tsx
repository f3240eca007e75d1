import { renderToStaticMarkup } from 'react-dom/server';
import { NOT_FOUND_SCRIPT, NotFoundMessage } from '@/components/not-found-message/not-found-message';

function loadAt(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = renderToStaticMarkup(<NotFoundMessage generic={<h1>Page not found</h1>} blog={<h1>Blog not found</h1>} />);
  const script = document.querySelector('script')!;
  expect(script.textContent).toBe(NOT_FOUND_SCRIPT);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(NOT_FOUND_SCRIPT)();
  return script.parentElement!;
}

describe('NotFoundMessage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('has both messages in the HTML, in that order, and the script placed before them', () => {
    const html = renderToStaticMarkup(<NotFoundMessage generic={<h1>Page not found</h1>} blog={<h1>Blog not found</h1>} />);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('Page not found'));
    expect(html.indexOf('Page not found')).toBeLessThan(html.indexOf('Blog not found'));
  });

  it('marks the block for the blog message under /blog/', () => {
    expect(loadAt('/blog/no-such-article').getAttribute('data-missing')).toBe('blog');
  });

  it('marks it for the generic message anywhere else, /blogs included', () => {
    expect(loadAt('/no-such-page').getAttribute('data-missing')).toBe('page');
    expect(loadAt('/blogsx/nothing').getAttribute('data-missing')).toBe('page');
  });
});
