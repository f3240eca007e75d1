import { iconSprite } from '@/components/icons/icons';

export const dynamic = 'force-static';

/** The icon sprite, written to out/icons.svg at build time: the icons below the first screen draw from it. */
export function GET() {
  return new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
