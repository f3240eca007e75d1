/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { GET } from '@/app/icons.svg/route';
import { ArrowUpIcon, ICON_SPRITE, iconSprite, MailIcon, SocialIcon } from '@/components/icons/icons';

describe('icons', () => {
  it('draws an icon inline by default, its path in the markup', () => {
    const html = renderToStaticMarkup(<MailIcon size={16} />);
    expect(html).toMatch(/^<svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false"><path d="M3 5h18/);
  });

  it('draws an icon from the sprite by name, without its path, at an address that changes with the sprite', () => {
    const html = renderToStaticMarkup(<ArrowUpIcon size={22} fromSprite />);
    expect(html).toContain(`<use href="${ICON_SPRITE}#arrow-up"></use>`);
    expect(html).not.toContain('<path');
    expect(ICON_SPRITE).toMatch(/^\/icons\.svg\?v=[0-9a-z]+$/);
  });

  it('has a symbol in the sprite for every icon drawn from it, with the same path as the inline one', () => {
    const sprite = iconSprite();
    for (const [element, name] of [
      [<MailIcon key="mail" />, 'mail'],
      [<ArrowUpIcon key="up" />, 'arrow-up'],
      [<SocialIcon key="fb" network="facebook" />, 'facebook'],
    ] as const) {
      const path = /<path d="([^"]+)"/.exec(renderToStaticMarkup(element))![1];
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`);
    }
  });

  it('gives a social network without an icon a plain circle, inline even when the sprite was asked for', () => {
    const html = renderToStaticMarkup(<SocialIcon network="myspace" fromSprite />);
    expect(html).toContain('<circle cx="12" cy="12" r="8">');
    expect(html).not.toContain('<use');
  });

  it('serves the sprite as SVG from app/icons.svg', async () => {
    const response = GET();
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(iconSprite());
  });
});
