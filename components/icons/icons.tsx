/**
 * Small icons; decorative, so hidden from assistive technology. Each is drawn inline, or, with `fromSprite`,
 * from the icon sprite: one small file (app/icons.svg/route.ts, built from these same paths) that the browser
 * keeps. Icons below the first screen (the footer's, go to top) use the sprite: their path data otherwise costs
 * every page 0.4 KB of its compressed HTML, and with it /gallery and /news would not fit in the first round
 * trip of a slow connection (bench, issue 20). Icons seen at first paint stay inline, so they never pop in.
 */
interface IconProps {
  size?: number;
  /** Draw it from the cached sprite instead of inline (for icons below the first screen). */
  fromSprite?: boolean;
}

/** Every icon's path in the 24-unit box, by name: the one definition the inline icons and the sprite share. */
const PATHS = {
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.2 7 12 11.5 18.8 7H5.2Z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1l-2.2 2.2Z',
  download: 'M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4L11 12.2V3ZM4 18h16v2H4v-2Z',
  location: 'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5Z',
  'chevron-down': 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4Z',
  'arrow-up': 'M11 20V7.8l-5.6 5.6L4 12l8-8 8 8-1.4 1.4L13 7.8V20h-2Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
  facebook: 'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9Z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM12 3c-2.4 0-2.7 0-3.7.1-3.3.2-5 1.9-5.2 5.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.2 3.3 1.9 5 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.3-.2 5-1.9 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.2-3.3-1.9-5-5.2-5.2C14.7 3 14.4 3 12 3Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
  x: 'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2 3h6.3l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5Z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.75Z',
} as const;
export type IconName = keyof typeof PATHS;

/** The sprite's text: each icon a symbol whose id is its name. Written to out/icons.svg by app/icons.svg/route.ts. */
export function iconSprite(): string {
  const symbols = Object.entries(PATHS).map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** A short fingerprint of a text (FNV-1a), so a changed sprite has a new address and no browser keeps the old one. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The sprite's address, versioned by its content. */
export const ICON_SPRITE = `/icons.svg?v=${fingerprint(iconSprite())}`;

function Svg({ size = 18, children }: { size?: number; children: React.ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** One icon by name, inline or from the sprite. */
export function Icon({ name, size, fromSprite = false }: IconProps & { name: IconName }) {
  return <Svg size={size}>{fromSprite ? <use href={`${ICON_SPRITE}#${name}`} /> : <path d={PATHS[name]} />}</Svg>;
}

/** An icon component for one name. */
function icon(name: IconName) {
  return function NamedIcon(props: IconProps) {
    return <Icon name={name} {...props} />;
  };
}

export const MailIcon = icon('mail');
export const PhoneIcon = icon('phone');
export const DownloadIcon = icon('download');
export const LocationIcon = icon('location');
export const ChevronDownIcon = icon('chevron-down');
export const ArrowUpIcon = icon('arrow-up');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const SearchIcon = icon('search');

/** Whether there is an icon of that name (a social network's name comes from the content). */
const isIconName = (name: string): name is IconName => Object.hasOwn(PATHS, name);

/** A social network's icon (a plain circle for a network without one). */
export function SocialIcon({ network, ...props }: IconProps & { network: string }) {
  if (!isIconName(network))
    return (
      <Svg size={props.size}>
        <circle cx="12" cy="12" r="8" />
      </Svg>
    );
  return <Icon name={network} {...props} />;
}
