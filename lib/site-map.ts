/**
 * The one registry of the site's pages: each page's title, description, sitemap priority and the label it
 * carries in the header and footer menus. `lib/routes.ts` (metadata, sitemap, e2e) and `lib/navigation.ts`
 * (header and footer) are views of this table, so a page is named in one place.
 *
 * The school's name and place are not written here: texts that mention them are functions of `SchoolFacts`,
 * which `lib/routes.ts` fills from `content/site.yml`. This module reads no files, so the header's client
 * island may import the navigation built on it.
 */

/** What page texts may say about the school, read from content/site.yml. */
export interface SchoolFacts {
  /** "Sunrise Valley English Medium School" */
  name: string;
  /** "Sunrise Valley School" */
  shortName: string;
  /** The school's locality and city: "Undri", "Pune". */
  area: string;
  city: string;
  /** The affiliating board: "CBSE". */
  board: string;
  /** The medium of instruction: "English". */
  medium: string;
  established: number;
}

/** A page text: fixed, or written from the school's facts. */
export type PageText = string | ((school: SchoolFacts) => string);

export interface PageEntry {
  /** The page title; the root layout appends the school's short name. */
  title: PageText;
  /** The meta description search engines show (aim for 70 to 160 characters). */
  description: PageText;
  /** The label in the header and footer menus, when it is shorter than the title (or the title uses facts). */
  menuLabel?: string;
  /** Sitemap priority, 0 to 1. */
  priority?: number;
  /** An English page without a Marathi version: its label in the Marathi menus (which mark it as English). */
  marathiLabel?: string;
}

export const pages = {
  '/': {
    title: (s) => `${s.board} ${s.medium} Medium School in ${s.area}, ${s.city}`,
    description: (s) =>
      `${s.name}, ${s.area}, ${s.city}: a ${s.board} school from Nursery to Junior College since ${s.established}. Admissions, teachers, activities and news.`,
    menuLabel: 'Home',
    priority: 1,
  },
  '/documents': {
    title: 'Documents Required for Admission',
    description: 'The documents to bring when you confirm admission: birth certificate, photographs, Aadhaar, leaving certificate and countersignature rules.',
    menuLabel: 'Documents Required',
    marathiLabel: 'प्रवेशासाठी लागणारी कागदपत्रे',
  },
  '/offlineadmission': {
    title: 'Offline Admission',
    description: (s) =>
      `Collect the admission form at the school office in ${s.area}, what to submit with it, and the leaving-certificate and countersignature rules.`,
  },
  '/rules': {
    title: 'Rules & Regulations',
    description: 'General discipline, library rules and our recommendations to parents: attendance, leave, tests, conduct, library loans and late fees.',
    marathiLabel: 'नियम',
  },
  '/curriculum': {
    title: 'Curriculum',
    description: (s) =>
      `Our ${s.board} curriculum from Nursery to Class 12, the teachers who teach it and how children learn here: understanding, practice and values.`,
    marathiLabel: 'अभ्यासक्रम',
  },
  '/assessments': {
    title: 'Assessments',
    description: 'How learning is assessed: normally two unit tests and two examinations a year, absence from tests, promotion and detention rules.',
    marathiLabel: 'मूल्यमापन',
  },
  '/academics': {
    title: 'Academics',
    description: 'The stages of schooling from Nursery to Class 12, the subjects taught in each, and the Science and Commerce streams of the junior college.',
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description: "Answers to parents' most popular questions: medium of instruction, admission age, entrance tests, school buses, safety and activities.",
    menuLabel: 'FAQ',
  },
  '/calendar': {
    title: 'School Calendar',
    description: 'The school calendar for the academic year: the month at a glance, the main events, and the colours for exams, holidays and competitions.',
    marathiLabel: 'शैक्षणिक दिनदर्शिका',
  },
  '/test': {
    title: 'Test Schedule',
    description: 'Dates of the periodic tests, the Class 10 pre-board examinations and the Parent Teacher Meetings for the current academic year.',
    marathiLabel: 'परीक्षांचे वेळापत्रक',
  },
  '/holiday': {
    title: 'Holiday Programme',
    description: 'Term dates and school holidays for the academic year: the first and second terms, the summer vacation, the Diwali and Christmas breaks.',
    marathiLabel: 'सुट्टीतील उपक्रम',
  },
  '/search': {
    title: 'Search',
    description: (s) => `Search the website of ${s.name}: admissions, fees, transport, teachers, rules, news, the blog and the Mandatory Disclosure documents.`,
    priority: 0.3,
    marathiLabel: 'शोधा',
  },
  '/testimonials': {
    title: 'Testimonials',
    description: (s) => `What parents and former students say about ${s.name}, ${s.area}, ${s.city}: teachers, safety, activities and care.`,
    marathiLabel: 'अभिप्राय',
  },
  '/schoolhistory': {
    title: 'School History',
    description: (s) => `How ${s.name} grew from four classrooms in ${s.area} in ${s.established} into a ${s.board} school from Nursery to Junior College.`,
    marathiLabel: 'शाळेचा इतिहास',
  },
  '/visionmissin': {
    title: 'Vision and Mission',
    description: (s) => `The vision, mission and values of ${s.name}, ${s.area}, ${s.city}: confident, curious and kind young people.`,
    menuLabel: 'Vision & Mission',
    marathiLabel: 'ध्येय आणि उद्दिष्टे',
  },
  '/teachers': {
    title: 'Our Teachers',
    description: (s) => `Meet the supervisors, heads of department and teaching staff of ${s.shortName}, including our librarian and school nurse.`,
    marathiLabel: 'आमचे शिक्षक',
  },
  '/salientfeatures': {
    title: 'Salient Features',
    description:
      'Laboratories, library, audio-visual rooms, career counselling, gymnasium, sports coaching, dance, music, karate, canteen, transport and CCTV.',
    marathiLabel: 'शाळेची वैशिष्ट्ये',
  },
  '/campus': {
    title: 'Our Campus',
    description: (s) => `Learning out of the classroom on our five-acre campus in ${s.area}, ${s.city}: grounds, nature park and open-air stage.`,
    menuLabel: 'Campus',
    marathiLabel: 'शाळेचा परिसर',
  },
  '/indoor': {
    title: 'Indoor Activities',
    description: (s) => `Dramatics, debates, music, chess, art and craft, ICT and yoga at ${s.shortName}, with prefects, house captains and monitors.`,
    marathiLabel: 'इनडोअर उपक्रम',
  },
  '/clubs': {
    title: 'Clubs',
    description: (s) => `Twelve student clubs at ${s.shortName}, from Eco Harmony and Brainiac to Orator's, Heart & Hands and Think Tank.`,
    marathiLabel: 'क्लब',
  },
  '/studentscorner': {
    title: "Students' Corner",
    description: (s) => `Paintings by the pupils of ${s.name}, ${s.area}, ${s.city}, with the name, class and house of each young artist.`,
    marathiLabel: 'विद्यार्थ्यांचा कोपरा',
  },
  '/blogs': {
    title: 'Blog for Parents',
    description:
      'Articles for parents from our teachers and counsellors: admission age criteria, choosing a school, reading habits, healthy tiffins and exam stress.',
    menuLabel: 'Blogs',
    marathiLabel: 'पालकांसाठी लेख',
  },
  '/news': {
    title: 'School News by Month',
    description: (s) =>
      `News from ${s.shortName}, ${s.area}, month by month: celebrations, competitions, results, sports and notices for parents and students.`,
    menuLabel: 'News',
    marathiLabel: 'बातम्या',
  },
  '/events': {
    title: 'Events Calendar',
    description: (s) => `Archives: Events. A month calendar of school events in ${s.area}, ${s.city}, with every dated item ready to add to your own calendar.`,
    menuLabel: 'Events',
    marathiLabel: 'कार्यक्रम',
  },
  '/gallery': {
    title: 'Photo Gallery',
    description: 'Photos of our campus, facilities, festivals, sports meets, summer camp, trips, the weather station and Republic Day, by category.',
    menuLabel: 'Gallery',
    marathiLabel: 'फोटो',
  },
  '/outdoor': {
    title: 'Outdoor Activities',
    description: (s) =>
      `Football, cricket, kho-kho, athletics, yoga, nature trails and field trips: how students at ${s.shortName} learn and play outdoors, in photos.`,
    marathiLabel: 'मैदानी उपक्रम',
  },
  '/onlineadmission': {
    title: 'Online Admission',
    description: (s) =>
      `Apply online to ${s.shortName}, ${s.area}, ${s.city}: download the application form, pay the fee to our bank accounts and send the admission form.`,
    priority: 0.9,
  },
  '/bankers': {
    title: 'Bank Details & Payment Confirmation',
    description: "The school's two bank accounts for fee transfers, and the form to confirm your payment with its transaction number and a screenshot.",
    menuLabel: 'Bank Details & Payment',
    marathiLabel: 'बँक तपशील व पैसे भरणे',
  },
  '/admission-status': {
    title: 'Track Your Application',
    description: 'Check the status of your admission application or payment confirmation with its reference number and the e-mail or phone you gave.',
    priority: 0.6,
  },
  '/contact': {
    title: 'Contact Us',
    description: (s) => `Write to or call ${s.name} in ${s.area}, ${s.city}: phone, e-mail, office hours, a contact form and a map of the campus.`,
    menuLabel: 'Contact',
  },
  '/career': {
    title: 'Careers',
    description: (s) =>
      `Teaching and staff vacancies at ${s.shortName}, ${s.city}. Apply for a job online with your résumé; we keep applications on file for a year.`,
    menuLabel: 'Career',
    marathiLabel: 'नोकरीच्या संधी',
  },
  '/mandatory-disclosure': {
    title: 'Mandatory Public Disclosure (CBSE)',
    description: (s) =>
      `CBSE's Mandatory Public Disclosure for ${s.shortName}, ${s.city}: affiliation, documents, results, teachers' qualifications and infrastructure.`,
    priority: 0.7,
    marathiLabel: 'सीबीएसईसाठी अनिवार्य माहिती',
  },
  '/fees': {
    title: 'Fee Structure (English and Marathi)',
    description:
      'The approved fees by class and instalment, in English and Marathi, with the approving committee, the academic years and the medium of instruction.',
    priority: 0.8,
  },
  '/privacy': {
    title: 'Privacy Notice',
    description: 'What personal data our forms collect, why, who sees it, how long we keep it and how to correct or delete it, under the DPDP Act 2023.',
    priority: 0.3,
  },
  '/accessibility': {
    title: 'Accessibility Statement',
    description:
      'How this website aims at WCAG 2.1 AA and GIGW 3.0, how we test it (axe, keyboard, screen readers), its known limits and whom to tell about a problem.',
    priority: 0.3,
    marathiLabel: 'सुलभता',
  },
  '/books': {
    title: 'Prescribed Books for Each Class',
    description: (s) =>
      `The books ${s.shortName} prescribes for each class this year, mostly NCERT, with the declaration signed by the Manager and the Principal.`,
    priority: 0.5,
    marathiLabel: 'प्रत्येक इयत्तेची पुस्तके',
  },
  '/child-safety': {
    title: 'Child Safety: Committees and Helplines',
    description:
      'The POCSO, internal complaints, anti-bullying, Sakhi Savitri and grievance committees, Childline 1098, the POCSO e-Box, CHIRAG and our safeguarding policy.',
    priority: 0.6,
  },
  // Marathi (issue 35): each is the translation of the English page lib/languages.ts pairs it with.
  '/mr': {
    title: 'पालकांसाठी मराठीत माहिती: प्रवेश, शुल्क आणि संपर्क',
    description: (s) => `${s.name}, ${s.area}, ${s.city}: नर्सरी ते ज्युनियर कॉलेजपर्यंतची ${s.board} शाळा. प्रवेश अर्ज, शुल्क आणि शाळेशी संपर्क, मराठीत.`,
    menuLabel: 'मुख्य पान',
    priority: 0.9,
  },
  '/mr/onlineadmission': {
    title: 'ऑनलाइन प्रवेश अर्ज',
    description: 'मुलाच्या प्रवेशाचा अर्ज मराठीत भरा: प्रवेशाचा तपशील, विद्यार्थी आणि पालक, संपर्क, पत्ता आणि नोंदणी शुल्क भरल्याचा पुरावा.',
    menuLabel: 'ऑनलाइन प्रवेश अर्ज',
    priority: 0.8,
  },
  '/mr/admission-status': {
    title: 'अर्जाची स्थिती',
    description: 'संदर्भ क्रमांक आणि अर्जात दिलेला ई-मेल किंवा फोन नंबर लिहून प्रवेश अर्जाची सध्याची स्थिती पाहा; अर्जाच्या पानाची लिंक पुन्हा मागवा.',
    menuLabel: 'अर्जाची स्थिती',
    priority: 0.6,
  },
  '/mr/offlineadmission': {
    title: 'ऑफलाइन प्रवेश: शाळेच्या कार्यालयात अर्ज',
    description: 'कागदी प्रवेश अर्ज कुठे मिळतो, तो कसा भरायचा, त्यासोबत कोणती कागदपत्रे द्यायची आणि शाळा सोडल्याच्या दाखल्याचे नियम.',
    menuLabel: 'ऑफलाइन प्रवेश',
    priority: 0.7,
  },
  '/mr/fees': {
    title: 'शुल्क रचना: थोडक्यात',
    description: 'प्रत्येक इयत्तेचे वार्षिक शुल्क, पहिल्या वर्षीचे शुल्क आणि हप्ते, रुपयांत. शुल्क समितीने मान्य केलेली पूर्ण रचना मराठी आणि इंग्रजीत.',
    menuLabel: 'शुल्क',
    priority: 0.8,
  },
  '/mr/academics': {
    title: 'शिक्षणाचे टप्पे: पूर्व-प्राथमिक ते ज्युनियर कॉलेज',
    description: 'नर्सरी, एलकेजी आणि यूकेजी या पूर्व-प्राथमिक वर्गांपासून बारावीपर्यंत: प्रत्येक टप्प्यात मुले काय शिकतात, विषय आणि ज्युनियर कॉलेजच्या शाखा.',
    menuLabel: 'शिक्षणाचे टप्पे',
    priority: 0.6,
  },
  '/mr/contact': {
    title: 'संपर्क',
    description: (s) => `${s.name}, ${s.area}, ${s.city}: फोन, ई-मेल, कार्यालयाची वेळ, पत्ता आणि नकाशा.`,
    menuLabel: 'संपर्क',
    priority: 0.7,
  },
  '/mr/faq': {
    title: 'पालकांचे नेहमीचे प्रश्न',
    description: 'शिक्षणाचे माध्यम, प्रवेशाचे वय, प्रवेश परीक्षा, शाळेची बस, मुलांची सुरक्षा आणि अभ्यासेतर उपक्रम: पालकांच्या प्रश्नांची उत्तरे.',
    menuLabel: 'नेहमीचे प्रश्न',
    priority: 0.6,
  },
  '/mr/child-safety': {
    title: 'मुलांची सुरक्षा: समित्या आणि हेल्पलाइन',
    description: 'चाइल्डलाइन 1098, पोक्सो ई-बॉक्स, चिराग अॅप आणि शाळेच्या पोक्सो, तक्रार निवारण, दादागिरीविरोधी आणि सखी सावित्री समित्यांशी संपर्क.',
    menuLabel: 'मुलांची सुरक्षा',
    priority: 0.6,
  },
  '/mr/privacy': {
    title: 'गोपनीयता सूचना: थोडक्यात',
    description: 'शाळेचे फॉर्म कोणती वैयक्तिक माहिती घेतात, ती का, कोण पाहते, किती काळ ठेवली जाते आणि ती पाहण्याची, दुरुस्त किंवा पुसून टाकण्याची विनंती कशी करावी.',
    menuLabel: 'गोपनीयता',
    priority: 0.3,
  },
} as const satisfies Record<string, PageEntry>;

/** The path of a registered page: menus and `pageMetadata` accept nothing else, so a typo fails the typecheck. */
export type PagePath = keyof typeof pages;

export const pagePaths = Object.keys(pages) as PagePath[];

/** A page's text with the school's facts filled in. */
export function pageText(text: PageText, school: SchoolFacts): string {
  return typeof text === 'function' ? text(school) : text;
}

/** The label of a page in a menu: its menu label, else its title (which must then be fixed text). */
/** The label in the Marathi menus of an English page without a Marathi version. */
export function marathiLabel(path: PagePath): string {
  const entry: PageEntry = pages[path];
  if (!entry.marathiLabel) throw new Error(`lib/site-map.ts: ${path} needs a marathiLabel (a Marathi menu links it)`);
  return entry.marathiLabel;
}

export function menuLabel(path: PagePath): string {
  const entry: PageEntry = pages[path];
  if (entry.menuLabel) return entry.menuLabel;
  if (typeof entry.title !== 'string') throw new Error(`lib/site-map.ts: ${path} needs a menuLabel (its title uses school facts)`);
  return entry.title;
}
