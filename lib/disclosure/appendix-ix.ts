import type { Disclosure } from '@/lib/content/disclosures';
import { APPENDIX_IX_DOCUMENTS, documentHref, type ExamResult, type MandatoryDisclosure } from '@/lib/content/mandatory-disclosure';
import { validityText } from '@/lib/content/certificates';
import { formatDate } from '@/lib/dates';
import { formatAddress, type Site } from '@/lib/content/site';
import { TEACHING_POSTS, type StaffPost, type Teacher } from '@/lib/content/teachers';

/**
 * CBSE's Mandatory Public Disclosure (Affiliation Bye-Laws, 2018, Appendix IX) as sections of tables, in the
 * format's order and numbering. The HTML page and the PDF both render this one model, so they cannot disagree.
 */

/** A link in a cell: a page of the site, a file to download, or another site. */
export interface DisclosureLink {
  label: string;
  href: string;
  kind: 'page' | 'file' | 'external';
  /** A certificate's dates: "valid until ...; verified on ...". */
  validity?: string;
}

/** A cell: plain text, or a list of links where a `missing` entry is a document not yet uploaded. */
export type DisclosureCell = string | { items: Array<DisclosureLink | { label: string; missing: true; validity?: string }> };

export interface DisclosureTable {
  id: string;
  caption: string;
  columns: string[];
  /** Relative column widths in the PDF. */
  widths: number[];
  /** The column whose cell names its row (a row header in HTML). */
  rowHeader: number;
  rows: DisclosureCell[][];
}

export interface DisclosureSection {
  id: string;
  letter: 'A' | 'B' | 'C' | 'D' | 'E';
  title: string;
  note?: string;
  tables: DisclosureTable[];
}

export interface AppendixIx {
  title: string;
  updated: string;
  updatedLabel: string;
  sections: DisclosureSection[];
}

export interface AppendixIxSources {
  site: Site;
  disclosure: MandatoryDisclosure;
  teachers: Teacher[];
  /** The Mandatory Disclosure menu: the SMC, PTA, fee and results PDFs are found here by file name. */
  menu: Disclosure[];
  /** Site paths of the pages section C points to. */
  pages: { fees: string; calendar: string; holidays: string; tests: string };
  /** Where the calendar feed is published. */
  calendarFeed: string;
}

const number = new Intl.NumberFormat('en-IN');
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `20234` → `20,234 sq m`. */
export function squareMetres(value: number): string {
  return `${number.format(value)} sq m`;
}

/** Pass percentage as CBSE tables show it: `99.2%`, `100%`. */
export function passPercentage(result: Pick<ExamResult, 'registered' | 'passed'>): string {
  return `${oneDecimal.format((result.passed / result.registered) * 100)}%`;
}

/** Teachers per post, in the order CBSE lists them. */
export function countByPost(teachers: Teacher[]): Map<StaffPost, number> {
  const counts = new Map<StaffPost, number>();
  for (const teacher of teachers) counts.set(teacher.post, (counts.get(teacher.post) ?? 0) + 1);
  return counts;
}

/** The teachers who teach class sections (PGT, TGT, PRT and pre-primary), the disclosure's "total teachers". */
export function classTeachers(teachers: Teacher[]): Teacher[] {
  return teachers.filter((teacher) => TEACHING_POSTS.includes(teacher.post));
}

/** `67 / 44` → `1.52 : 1`, CBSE's teacher-section ratio (the norm is 1.5 teachers per section). */
export function teacherSectionRatio(teachers: number, sections: number): string {
  return `${twoDecimals.format(teachers / sections)} : 1`;
}

function menuFile(menu: Disclosure[], name: string): string {
  const entry = menu.find((item) => item.file === `/downloads/${name}.pdf`);
  if (!entry) throw new Error(`content/disclosures.yml: the Mandatory Disclosure needs /downloads/${name}.pdf in the menu`);
  return entry.file;
}

function people(teachers: Teacher[], post: StaffPost): string {
  const holders = teachers.filter((teacher) => teacher.post === post);
  return holders.length === 0 ? 'None at present' : holders.map((teacher) => `${teacher.name}, ${teacher.qualification}`).join('; ');
}

const numbered = (rows: Array<[string, DisclosureCell]>): DisclosureCell[][] => rows.map(([label, value], index) => [String(index + 1), label, value]);

function resultsTable(id: string, caption: string, results: ExamResult[]): DisclosureTable {
  return {
    id,
    caption,
    columns: ['S. No.', 'Year', 'No. of registered students', 'No. of students passed', 'Pass percentage', 'Remarks'],
    widths: [1, 1.2, 2.2, 2.2, 1.8, 3.4],
    rowHeader: 1,
    rows: results.map((result, index) => [
      String(index + 1),
      String(result.year),
      number.format(result.registered),
      number.format(result.passed),
      passPercentage(result),
      result.remarks ?? '',
    ]),
  };
}

export function buildAppendixIx(sources: AppendixIxSources): AppendixIx {
  const { site, disclosure, teachers, menu, pages } = sources;
  const infrastructure = disclosure.infrastructure;
  const counts = countByPost(teachers);
  const teaching = classTeachers(teachers);
  const infoColumns = ['S. No.', 'Information', 'Details'];
  const documentColumns = ['S. No.', 'Documents/Information', 'Documents'];

  const general: DisclosureSection = {
    id: 'general-information',
    letter: 'A',
    title: 'General information',
    tables: [
      {
        id: 'table-general',
        caption: 'The school',
        columns: infoColumns,
        widths: [1, 4, 6],
        rowHeader: 1,
        rows: numbered([
          ['Name of the school', site.name],
          ['Affiliation No.', site.affiliation.number],
          ['School code', disclosure.general.schoolCode],
          ['UDISE+ code', site.udiseCode],
          ['Complete address with PIN code', formatAddress(site)],
          ['Principal name', disclosure.general.principal.name],
          ['Principal qualification', disclosure.general.principal.qualification],
          ['School e-mail ID', site.contact.email],
          ['Contact details (landline/mobile)', `${site.contact.phone} / ${site.contact.whatsapp}`],
        ]),
      },
    ],
  };

  const documents: DisclosureSection = {
    id: 'documents-and-information',
    letter: 'B',
    title: 'Documents and information',
    note: 'The documents are self-attested copies, signed by the Chairman or Manager of the society and the Principal. If a document uploaded here is found not to be genuine, the school is liable for action as per the norms of CBSE.',
    tables: [
      {
        id: 'table-documents',
        caption: 'Certificates and approvals',
        columns: documentColumns,
        widths: [1, 5, 5],
        rowHeader: 1,
        rows: numbered(
          APPENDIX_IX_DOCUMENTS.map(([key, label]) => [
            label,
            {
              items: disclosure.documents[key].map((document) =>
                document.file
                  ? { label: document.title, href: documentHref(document.file), kind: 'file' as const, validity: validityText(document) || undefined }
                  : { label: document.title, missing: true as const, validity: validityText(document) || undefined },
              ),
            },
          ]),
        ),
      },
    ],
  };

  const fileLink = (label: string, name: string): DisclosureLink => ({ label, href: menuFile(menu, name), kind: 'file' });
  const pageLink = (label: string, href: string): DisclosureLink => ({ label, href, kind: 'page' });
  const academics: DisclosureSection = {
    id: 'result-and-academics',
    letter: 'C',
    title: 'Result and academics',
    tables: [
      {
        id: 'table-academics',
        caption: 'Fees, calendar, committees and results',
        columns: documentColumns,
        widths: [1, 5, 5],
        rowHeader: 1,
        rows: numbered([
          [
            'Fee structure of the school',
            { items: [pageLink('Fee structure in English and Marathi', pages.fees), fileLink('Fee structure', 'fee-structure')] },
          ],
          [
            'Annual academic calendar',
            {
              items: [
                pageLink('School calendar', pages.calendar),
                pageLink('Holiday programme', pages.holidays),
                pageLink('Test schedule and Parent Teacher Meetings', pages.tests),
                { label: 'The whole calendar as a feed', href: sources.calendarFeed, kind: 'file' },
              ],
            },
          ],
          ['List of School Management Committee (SMC)', { items: [fileLink('SMC members', 'smc-list')] }],
          ['List of Parents Teachers Association (PTA) members', { items: [fileLink('PTA members', 'pta-members')] }],
          ['Last three-year result of the board examination as per applicability', { items: [fileLink('Board examination results', 'results')] }],
        ]),
      },
      resultsTable('table-results-x', 'Result class: X', disclosure.results.classX),
      resultsTable('table-results-xii', 'Result class: XII', disclosure.results.classXII),
    ],
  };

  const staffRows: DisclosureCell[][] = [
    ['1', 'Principal', `${disclosure.general.principal.name}, ${disclosure.general.principal.qualification}`],
    ['2', 'Total no. of teachers', number.format(teaching.length)],
    ['(i)', 'PGT', number.format(counts.get('PGT') ?? 0)],
    ['(ii)', 'TGT', number.format(counts.get('TGT') ?? 0)],
    ['(iii)', 'PRT', number.format(counts.get('PRT') ?? 0)],
    ['(iv)', 'Pre-primary teachers (NTT)', number.format(counts.get('NTT') ?? 0)],
    [
      '3',
      'Teachers section ratio',
      `${teacherSectionRatio(teaching.length, disclosure.staff.sections)} (${teaching.length} teachers, ${disclosure.staff.sections} sections)`,
    ],
    ['4', 'Details of special educator', people(teachers, 'Special Educator')],
    ['5', 'Details of counsellor and wellness teacher', people(teachers, 'Counsellor')],
  ];
  const staff: DisclosureSection = {
    id: 'staff-teaching',
    letter: 'D',
    title: 'Staff (teaching)',
    tables: [
      { id: 'table-staff', caption: 'Teaching staff in numbers', columns: infoColumns, widths: [1, 4, 6], rowHeader: 1, rows: staffRows },
      {
        id: 'table-teachers',
        caption: 'Teachers and their qualifications',
        columns: ['S. No.', 'Name', 'Designation', 'Post', 'Qualification'],
        widths: [0.9, 3, 3.4, 1.6, 4],
        rowHeader: 1,
        rows: teachers.map((teacher, index) => [String(index + 1), teacher.name, teacher.designation, teacher.post, teacher.qualification]),
      },
    ],
  };

  const laboratories = infrastructure.laboratories
    .map((lab) => `${lab.name}: ${lab.count === 1 ? '1 room' : `${lab.count} rooms`} of ${squareMetres(lab.size)}`)
    .join('; ');
  const labRooms = infrastructure.laboratories.reduce((sum, lab) => sum + lab.count, 0);
  const internet = infrastructure.internet;
  const infrastructureSection: DisclosureSection = {
    id: 'school-infrastructure',
    letter: 'E',
    title: 'School infrastructure',
    tables: [
      {
        id: 'table-infrastructure',
        caption: 'Campus, buildings and facilities',
        columns: infoColumns,
        widths: [1, 4, 6],
        rowHeader: 1,
        rows: numbered([
          ['Total campus area of the school (in sq mtr)', squareMetres(infrastructure.campusArea)],
          ['Built-up area (in sq mtr)', squareMetres(infrastructure.builtUpArea)],
          [
            'No. and size of the class rooms (in sq mtr)',
            `${infrastructure.classrooms.count} classrooms of ${squareMetres(infrastructure.classrooms.size)} each`,
          ],
          ['No. and size of laboratories including computer labs (in sq mtr)', `${labRooms} laboratories. ${laboratories}`],
          ['Internet facility (Y/N)', `${internet.available ? 'Yes' : 'No'}${internet.details ? `: ${internet.details}` : ''}`],
          ['No. of girls toilets', number.format(infrastructure.girlsToilets)],
          ['No. of boys toilets', number.format(infrastructure.boysToilets)],
          [
            'Link of YouTube video of the inspection of school covering the infrastructure of the school',
            { items: [{ label: 'Inspection video on YouTube', href: infrastructure.inspectionVideo, kind: 'external' }] },
          ],
        ]),
      },
    ],
  };

  return {
    title: 'Mandatory Public Disclosure',
    updated: disclosure.updated,
    updatedLabel: formatDate(disclosure.updated, 'short'),
    sections: [general, documents, academics, staff, infrastructureSection],
  };
}

/** A cell as one line of text, for the PDF: links print their full address. */
export function cellText(cell: DisclosureCell, absolute: (href: string) => string): string {
  if (typeof cell === 'string') return cell;
  return cell.items
    .map(
      (item) =>
        `${'missing' in item ? `${item.label}: not yet uploaded` : `${item.label}: ${absolute(item.href)}`}${item.validity ? ` (${item.validity})` : ''}`,
    )
    .join('\n');
}
