import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NotFoundMessage } from '@/components/not-found-message/not-found-message';

const generic = <h1>Page not found</h1>;
const blog = <h1>Blog not found</h1>;

describe('NotFoundMessage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('keeps the generic message in the built HTML', () => {
    expect(renderToString(<NotFoundMessage generic={generic} blog={blog} />)).toBe('<h1>Page not found</h1>');
  });

  it('shows the blog message for an address under /blog/', () => {
    window.history.replaceState(null, '', '/blog/no-such-post');
    render(<NotFoundMessage generic={generic} blog={blog} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog not found');
  });

  it('shows the generic message elsewhere, including /blogs-like paths', () => {
    window.history.replaceState(null, '', '/blogsomething');
    render(<NotFoundMessage generic={generic} blog={blog} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
