/**
 * Every page of the site, in one place: the sitemap, page metadata and the e2e suite all read this list,
 * so a page cannot be added without its title, description and tests. A unit test checks that each
 * `app/**\/page.tsx` has an entry here and each entry has a page.
 */
export interface RouteInfo {
  /** The clean URL path, e.g. `/rules`. */
  path: string;
  /** The page title; the root layout appends the school's short name. */
  title: string;
  /** The meta description search engines show (aim for 70 to 160 characters). */
  description: string;
  /** Sitemap priority, 0 to 1. */
  priority?: number;
}

export const staticRoutes: RouteInfo[] = [
  {
    path: '/',
    title: 'CBSE English Medium School in Undri, Pune',
    description:
      'Sunrise Valley English Medium School, Undri, Pune: a CBSE school from Nursery to Junior College since 1994. Admissions, academics, activities and news.',
    priority: 1,
  },
  {
    path: '/documents',
    title: 'Documents Required for Admission',
    description:
      'The documents to bring when you confirm admission: birth certificate, photographs, Aadhaar, leaving certificate and countersignature rules.',
  },
  {
    path: '/onlineadmission',
    title: 'Online Admission',
    description:
      'Apply online to Sunrise Valley School, Undri, Pune: download the application form, pay the fee to our bank accounts and send the admission form.',
    priority: 0.9,
  },
  {
    path: '/bankers',
    title: 'Bank Details & Payment Confirmation',
    description:
      "The school's two bank accounts for fee transfers, and the form to confirm your payment with its transaction number and a screenshot.",
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description:
      'Write to or call Sunrise Valley English Medium School in Undri, Pune: phone, e-mail, office hours, a contact form and a map of the campus.',
  },
  {
    path: '/career',
    title: 'Careers',
    description:
      'Teaching and staff vacancies at Sunrise Valley School, Pune. Apply for a job online with your résumé; we keep applications on file for a year.',
  },
  {
    path: '/privacy',
    title: 'Privacy Notice',
    description:
      'What personal data our forms collect, why, who sees it, how long we keep it and how to correct or delete it, under the DPDP Act 2023.',
    priority: 0.3,
  },
];

/** Looks up a static route; a page asking for a path that is not registered is a programming error. */
export function routeInfo(path: string): RouteInfo {
  const route = staticRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`lib/routes.ts has no entry for ${path}: add it to staticRoutes`);
  return route;
}
