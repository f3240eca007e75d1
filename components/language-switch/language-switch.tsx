'use client';

import { usePathname } from 'next/navigation';
import { HTML_LANG, switchTarget } from '@/lib/languages';

/** Each language's name as its readers write it. */
const LANGUAGE_NAMES = { en: 'English', mr: 'मराठी' } as const;

/**
 * The header's language switch: a plain link to this page in the other language (from an English page without a
 * Marathi version, to the Marathi home page), named in that language and marked so (lang, hreflang). No cookie, no
 * redirect: the address is the choice. A client component only to read the page's address when the page is built
 * (usePathname); the exported page carries no code for it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const target = switchTarget(usePathname());
  const lang = HTML_LANG[target.language];
  return (
    <a className={className} href={target.href} lang={lang} hrefLang={lang} data-language-switch="">
      {LANGUAGE_NAMES[target.language]}
    </a>
  );
}
