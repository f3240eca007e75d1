/** A list of plain links, one an item (footer columns, the 404 page's suggestions). */
export function LinkList({ links, className }: { links: readonly { href: string; label: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
