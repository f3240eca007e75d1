import { SiteShell } from '@/components/site-shell/site-shell';

/** The Marathi pages (issue 35): `<html lang="mr">`, the Marathi menu and header, the Devanagari font. */
export default function MarathiLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell lang="mr">{children}</SiteShell>;
}
