'use client';

import { useEffect, useState } from 'react';

interface NotFoundMessageProps {
  /** The generic heading, text and links, rendered on the server. */
  generic: React.ReactNode;
  /** The same for a missing blog article. */
  blog: React.ReactNode;
}

/**
 * There is one 404.html for every unknown address, so which message fits is only known in the browser:
 * an address under /blog/ is a missing article. Without JavaScript the generic message stays.
 */
export function NotFoundMessage({ generic, blog }: NotFoundMessageProps) {
  const [isBlog, setIsBlog] = useState(false);
  useEffect(() => {
    setIsBlog(window.location.pathname.startsWith('/blog/'));
  }, []);
  return <>{isBlog ? blog : generic}</>;
}
