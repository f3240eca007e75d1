import type { Disclosure } from './content/disclosures';

/** A link in the header or footer. `download` marks static files (PDFs) that are not pages. */
export interface NavLink {
  label: string;
  href: string;
  download?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

/** The header navigation of SPEC section 2, in order. The Mandatory Disclosure menu comes from content, its page first. */
export function mainNavigation(disclosures: Disclosure[]): NavEntry[] {
  return [
    { label: 'Home', href: '/' },
    {
      label: 'About Us',
      items: [
        { label: 'School History', href: '/schoolhistory' },
        { label: 'Vision & Mission', href: '/visionmissin' },
        { label: 'Our Teachers', href: '/teachers' },
        { label: 'Salient Features', href: '/salientfeatures' },
        { label: 'Campus', href: '/campus' },
      ],
    },
    {
      label: 'Admission',
      items: [
        { label: 'Online Admission', href: '/onlineadmission' },
        { label: 'Offline Admission', href: '/offlineadmission' },
        { label: 'Documents Required', href: '/documents' },
        { label: 'Bank Details & Payment', href: '/bankers' },
        { label: 'Track Your Application', href: '/admission-status' },
      ],
    },
    {
      label: 'Learning',
      items: [
        { label: 'Rules & Regulations', href: '/rules' },
        { label: 'Curriculum', href: '/curriculum' },
        { label: 'Assessments', href: '/assessments' },
        { label: 'Academics', href: '/academics' },
        { label: 'FAQ', href: '/faq' },
      ],
    },
    {
      label: 'Activities',
      items: [
        { label: 'Indoor Activities', href: '/indoor' },
        { label: 'Outdoor Activities', href: '/outdoor' },
        { label: 'Clubs', href: '/clubs' },
        { label: "Students' Corner", href: '/studentscorner' },
      ],
    },
    {
      label: "What's Happening",
      items: [
        { label: 'School Calendar', href: '/calendar' },
        { label: 'Test Schedule', href: '/test' },
        { label: 'Holiday Programme', href: '/holiday' },
        { label: 'News', href: '/news' },
        { label: 'Events', href: '/events' },
        { label: 'Blogs', href: '/blogs' },
      ],
    },
    {
      label: 'Mandatory Disclosure',
      // A document with its own page links the page (readable on a phone, found by search); the page offers the PDF.
      items: disclosures.map((disclosure) =>
        disclosure.page ? { label: disclosure.title, href: disclosure.page } : { label: disclosure.title, href: disclosure.file, download: true },
      ),
    },
    { label: 'Gallery', href: '/gallery' },
    { label: 'Testimonials', href: '/testimonials' },
    { label: 'Career', href: '/career' },
    { label: 'Contact', href: '/contact' },
  ];
}

/** Footer quick links of SPEC section 2. */
export const footerLinks: { title: string; links: NavLink[] }[] = [
  {
    title: 'Admissions',
    links: [
      { label: 'Online Admission', href: '/onlineadmission' },
      { label: 'Offline Admission', href: '/offlineadmission' },
      { label: 'Documents Required', href: '/documents' },
      { label: 'Bank Details & Payment', href: '/bankers' },
      { label: 'Track Your Application', href: '/admission-status' },
    ],
  },
  {
    title: 'Our School',
    links: [
      { label: 'Home', href: '/' },
      { label: 'School History', href: '/schoolhistory' },
      { label: 'Our Teachers', href: '/teachers' },
      { label: 'Campus', href: '/campus' },
    ],
  },
];

/** The footer's last row on every page: what regulators ask a school to show one click away. */
export const footerRightsLinks: NavLink[] = [
  { label: 'Contact us', href: '/contact' },
  { label: 'Privacy notice', href: '/privacy' },
  { label: 'Child safety', href: '/child-safety' },
  { label: 'Accessibility', href: '/accessibility' },
];
