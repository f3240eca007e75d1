import { SiteShell } from '@/components/site-shell/site-shell';

/** The English pages, at the addresses they always had (a route group adds nothing to the address). */
export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell lang="en">{children}</SiteShell>;
}
