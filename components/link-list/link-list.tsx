/** A list of plain links, one an item (footer columns, the 404 page's suggestions); `hrefLang` marks a link to a page in another language. */
export function LinkList({ links, className }: { links: readonly { href: string; label: string; hrefLang?: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} hrefLang={link.hrefLang}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
