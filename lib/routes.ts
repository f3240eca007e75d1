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
      'Sunrise Valley English Medium School, Undri, Pune: a CBSE school from Nursery to Junior College since 1994. Admissions, teachers, activities and news.',
    priority: 1,
  },
  {
    path: '/documents',
    title: 'Documents Required for Admission',
    description:
      'The documents to bring when you confirm admission: birth certificate, photographs, Aadhaar, leaving certificate and countersignature rules.',
  },
  {
    path: '/offlineadmission',
    title: 'Offline Admission',
    description:
      'Collect the admission form at the school office in Undri, what to submit with it, and the leaving-certificate and countersignature rules.',
  },
  {
    path: '/rules',
    title: 'Rules & Regulations',
    description:
      'General discipline, library rules and our recommendations to parents: attendance, leave, tests, conduct, library loans and late fees.',
  },
  {
    path: '/curriculum',
    title: 'Curriculum',
    description:
      'Our CBSE curriculum from Nursery to Class 12, the teachers who teach it and how children learn here: understanding, practice and values.',
  },
  {
    path: '/assessments',
    title: 'Assessments',
    description:
      'How learning is assessed: normally two unit tests and two examinations a year, absence from tests, promotion and detention rules.',
  },
  {
    path: '/academics',
    title: 'Academics',
    description:
      'The stages of schooling from Nursery to Class 12, the subjects taught in each, and the Science and Commerce streams of the junior college.',
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    description:
      'Answers to parents\' most popular questions: medium of instruction, admission age, entrance tests, school buses, safety and activities.',
  },
  {
    path: '/calendar',
    title: 'School Calendar',
    description:
      'The school calendar for the academic year: the month at a glance, the main events, and the colours for exams, holidays and competitions.',
  },
  {
    path: '/test',
    title: 'Test Schedule',
    description:
      'Dates of the periodic tests, the Class 10 pre-board examinations and the Parent Teacher Meetings for the current academic year.',
  },
  {
    path: '/holiday',
    title: 'Holiday Programme',
    description:
      'Term dates and school holidays for the academic year: the first and second terms, the summer vacation, the Diwali and Christmas breaks.',
  },
  {
    path: '/search',
    title: 'Search',
    description: "Search the school's website: admissions, fees, transport, teachers, rules, news, the blog and the Mandatory Disclosure documents.",
    priority: 0.3,
  },
  {
    path: '/testimonials',
    title: 'Testimonials',
    description:
      'What parents and former students say about Sunrise Valley English Medium School, Undri, Pune: teachers, safety, activities and care.',
  },
  {
    path: '/schoolhistory',
    title: 'School History',
    description:
      'How Sunrise Valley English Medium School grew from four classrooms in Undri in 1994 into a CBSE school from Nursery to Junior College.',
  },
  {
    path: '/visionmissin',
    title: 'Vision and Mission',
    description: 'The vision, mission and values of Sunrise Valley English Medium School, Undri, Pune: confident, curious and kind young people.',
  },
  {
    path: '/teachers',
    title: 'Our Teachers',
    description: 'Meet the supervisors, heads of department and teaching staff of Sunrise Valley School, including our librarian and school nurse.',
  },
  {
    path: '/salientfeatures',
    title: 'Salient Features',
    description:
      'Laboratories, library, audio-visual rooms, career counselling, gymnasium, sports coaching, dance, music, karate, canteen, transport and CCTV.',
  },
  {
    path: '/campus',
    title: 'Our Campus',
    description: 'Learning out of the classroom on the five-acre Sunrise Valley campus in Undri, Pune: grounds, nature park and open-air stage.',
  },
  {
    path: '/indoor',
    title: 'Indoor Activities',
    description: 'Dramatics, debates, music, chess, art and craft, ICT and yoga at Sunrise Valley School, with prefects, house captains and monitors.',
  },
  {
    path: '/clubs',
    title: 'Clubs',
    description: 'Twelve student clubs at Sunrise Valley School, from Eco Harmony and Brainiac to Orator\'s, Heart & Hands and Think Tank.',
  },
  {
    path: '/studentscorner',
    title: "Students' Corner",
    description: 'Paintings by the pupils of Sunrise Valley English Medium School, Undri, Pune, with the name, class and house of each young artist.',
  },
  {
    path: '/blogs',
    title: 'Blog for Parents',
    description:
      'Articles for parents from our teachers and counsellors: admission age criteria, choosing a school, reading habits, healthy tiffins and exam stress.',
  },
  {
    path: '/news',
    title: 'School News by Month',
    description:
      'News from Sunrise Valley School, Undri, month by month: celebrations, competitions, results, sports and notices for parents and students.',
  },
  {
    path: '/events',
    title: 'Events Calendar',
    description:
      'Archives: Events. A month calendar of school events in Undri, Pune, with every dated item ready to add to your own calendar.',
  },
  {
    path: '/gallery',
    title: 'Photo Gallery',
    description:
      'Photos of the Sunrise Valley campus, facilities, festivals, sports meets, summer camp, trips, the weather station and Republic Day, by category.',
  },
  {
    path: '/outdoor',
    title: 'Outdoor Activities',
    description:
      'Football, cricket, kho-kho, athletics, yoga, nature trails and field trips: how students at Sunrise Valley learn and play outdoors, in photos.',
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
    path: '/admission-status',
    title: 'Track Your Application',
    description:
      'Check the status of your admission application or payment confirmation with its reference number and the e-mail or phone you gave.',
    priority: 0.6,
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
    path: '/mandatory-disclosure',
    title: 'Mandatory Public Disclosure (CBSE)',
    description:
      "CBSE's Mandatory Public Disclosure for Sunrise Valley School, Pune: affiliation, documents, results, teachers' qualifications and infrastructure.",
    priority: 0.7,
  },
  {
    path: '/fees',
    title: 'Fee Structure (English and Marathi)',
    description:
      'The approved fees by class and instalment, in English and Marathi, with the approving committee, the academic years and the medium of instruction.',
    priority: 0.8,
  },
  {
    path: '/privacy',
    title: 'Privacy Notice',
    description:
      'What personal data our forms collect, why, who sees it, how long we keep it and how to correct or delete it, under the DPDP Act 2023.',
    priority: 0.3,
  },
  {
    path: '/accessibility',
    title: 'Accessibility Statement',
    description:
      'How this website aims at WCAG 2.1 AA and GIGW 3.0, how we test it (axe, keyboard, screen readers), its known limits and whom to tell about a problem.',
    priority: 0.3,
  },
  {
    path: '/books',
    title: 'Prescribed Books for Each Class',
    description:
      'The books Sunrise Valley School prescribes for each class this year, mostly NCERT, with the declaration signed by the Manager and the Principal.',
    priority: 0.5,
  },
  {
    path: '/child-safety',
    title: 'Child Safety: Committees and Helplines',
    description:
      'The POCSO, internal complaints, anti-bullying, Sakhi Savitri and grievance committees, Childline 1098, the POCSO e-Box, CHIRAG and our safeguarding policy.',
    priority: 0.6,
  },
];

/** Looks up a static route; a page asking for a path that is not registered is a programming error. */
export function routeInfo(path: string): RouteInfo {
  const route = staticRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`lib/routes.ts has no entry for ${path}: add it to staticRoutes`);
  return route;
}
