/**
 * Words in another language than the page's, marked with `lang` (screen readers' voice, the font, line breaking); on a
 * page in their own language, the words alone: no element, no byte more.
 */
export function InLanguage({ lang, children }: { lang: string | undefined; children: React.ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
