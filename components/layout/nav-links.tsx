export interface NavLinkItem {
  key: string;
  href: string;
  label: string;
}

/** The header's outside links, as the desktop bar and the mobile drawer both list them. */
export function NavLinks({ items, label, className, listClassName }: { items: NavLinkItem[]; label: string; className?: string; listClassName?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href} rel="noopener">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
