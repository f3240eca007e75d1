/**
 * `npx tsx scripts/sample-media/disclosure-documents.ts`: writes the sample scanned copies of the Mandatory
 * Disclosure's section B (content/disclosure-documents/*.pdf) with the site's PDF writer. Each says plainly that it
 * is a sample, to be replaced by the school's real, self-attested copy. Run once; the PDFs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { formatAddress, getSite } from '../../lib/content/site';
import { PdfWriter } from '../../lib/pdf/writer';

interface SampleDocument {
  file: string;
  issuer: string;
  issuerLines: string[];
  title: string;
  reference: string;
  paragraphs: string[];
  signatory: string;
}

const site = getSite();
// Read without the loader: the loader insists that the files this script writes already exist.
const disclosure = YAML.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'mandatory-disclosure.yml'), 'utf8')) as { general: { schoolCode: string } };
const school = `${site.name}, ${formatAddress(site)}`;
const society = 'Sunrise Valley Education Society, Pune';

const CBSE = ['Central Board of Secondary Education', ['Shiksha Kendra, 2 Community Centre, Preet Vihar, Delhi 110092', 'Affiliation Section']] as const;
const MAHARASHTRA = ['Government of Maharashtra', ['School Education and Sports Department', 'Mantralaya, Mumbai 400032']] as const;
const PMC = ['Pune Municipal Corporation', ['Health Department', 'Shivajinagar, Pune 411005']] as const;

const samples: SampleDocument[] = [
  {
    file: 'affiliation-letter-2015.pdf',
    issuer: CBSE[0],
    issuerLines: [...CBSE[1]],
    title: 'Letter of Affiliation',
    reference: `No. CBSE/AFF/${site.affiliation.number}/2015/1186, dated 21 May 2015`,
    paragraphs: [
      `The Central Board of Secondary Education grants provisional affiliation up to the Senior Secondary level to ${school}, run by the ${society}, from 1 April 2015 to 31 March 2020.`,
      `The school is allotted Affiliation No. ${site.affiliation.number} and School No. ${disclosure.general.schoolCode}, which shall be quoted in all correspondence with the Board.`,
      'The affiliation is subject to the school observing the Affiliation Bye-Laws of the Board and the conditions of the State Government, and to the school applying for its extension before it expires.',
    ],
    signatory: 'Joint Secretary (Affiliation)',
  },
  {
    file: 'affiliation-extension-2025.pdf',
    issuer: CBSE[0],
    issuerLines: [...CBSE[1]],
    title: 'Extension of Affiliation',
    reference: `No. CBSE/AFF/${site.affiliation.number}/2025/4471, dated 12 March 2025`,
    paragraphs: [
      `On the school's application and the inspection report of 18 January 2025, the affiliation of ${school} (Affiliation No. ${site.affiliation.number}) is extended for five years, from 1 April 2025 to 31 March 2030.`,
      'The school shall keep its Mandatory Public Disclosure up to date on its website in the format of Appendix IX of the Affiliation Bye-Laws, 2018.',
    ],
    signatory: 'Deputy Secretary (Affiliation)',
  },
  {
    file: 'society-registration.pdf',
    issuer: 'Office of the Charity Commissioner',
    issuerLines: ['Pune Region, Maharashtra State', 'Registration under the Societies Registration Act, 1860'],
    title: 'Certificate of Registration',
    reference: 'Registration No. MAH/1432/1993/Pune, dated 6 September 1993',
    paragraphs: [
      `I certify that the ${society} has been registered under the Societies Registration Act, 1860, and as a public trust under the Maharashtra Public Trusts Act, 1950 (No. F-18207/Pune).`,
      'The objects of the society are to establish and run schools and to promote education, sport and culture, without profit to any member.',
    ],
    signatory: 'Assistant Charity Commissioner, Pune',
  },
  {
    file: 'noc-maharashtra.pdf',
    issuer: MAHARASHTRA[0],
    issuerLines: [...MAHARASHTRA[1]],
    title: 'No Objection Certificate',
    reference: 'No. NOC-2014/(412/14)/SD-4, dated 17 November 2014',
    paragraphs: [
      `The Government of Maharashtra has no objection to ${school}, run by the ${society}, seeking affiliation with the Central Board of Secondary Education, New Delhi, for classes up to the Senior Secondary level.`,
      'The school shall follow the Right of Children to Free and Compulsory Education Act, 2009, and the Maharashtra Educational Institutions (Regulation of Fee) Act, 2011.',
    ],
    signatory: 'Deputy Secretary, School Education and Sports Department',
  },
  {
    file: 'rte-recognition.pdf',
    issuer: 'Office of the Education Officer (Primary)',
    issuerLines: ['Zilla Parishad, Pune', 'Recognition under section 18 of the RTE Act, 2009'],
    title: 'Certificate of Recognition',
    reference: 'No. ZP/EO(P)/RTE/2024/2291, dated 8 April 2024',
    paragraphs: [
      `${school} is recognised under section 18 of the Right of Children to Free and Compulsory Education Act, 2009, for Classes 1 to 8, from 1 April 2024 to 31 March 2027.`,
      'The school shall admit children from disadvantaged groups and weaker sections in Class 1 (or the entry class) to the extent of 25 per cent of its strength, as section 12(1)(c) of the Act requires.',
    ],
    signatory: 'Education Officer (Primary), Zilla Parishad, Pune',
  },
  {
    file: 'building-safety-certificate.pdf',
    issuer: 'Deshpande Structural Consultants',
    issuerLines: ['Chartered Structural Engineers, Reg. No. PMC/SE/0384', 'Kothrud, Pune 411038'],
    title: 'Building Safety Certificate',
    reference: 'Certificate No. DSC/2025/117, dated 2 April 2025',
    paragraphs: [
      `We inspected the buildings of ${school} on 24 and 25 March 2025: the main building (ground and three upper floors), the junior block, the laboratory block and the gymnasium.`,
      'The buildings are structurally safe for use as a school as per the National Building Code of India, 2016, including its provisions for earthquake resistance (seismic zone III). This certificate is valid up to 31 March 2028.',
    ],
    signatory: 'Chartered Structural Engineer',
  },
  {
    file: 'fire-safety-certificate.pdf',
    issuer: 'Pune Fire Brigade',
    issuerLines: ['Pune Municipal Corporation', 'Fire Prevention Wing, Bhawani Peth, Pune 411042'],
    title: 'Fire Safety Certificate',
    reference: 'No. PFB/FPW/2025/3318, dated 30 June 2025',
    paragraphs: [
      `The fire prevention and life safety measures of ${school} were inspected on 21 June 2025 under the Maharashtra Fire Prevention and Life Safety Measures Act, 2006.`,
      'Fire extinguishers, the hydrant system, the alarm, the exit signs and the two staircases of each building were found in working order. This certificate is valid up to 30 June 2027.',
    ],
    signatory: 'Chief Fire Officer, Pune',
  },
  {
    file: 'deo-self-certification.pdf',
    issuer: site.name,
    issuerLines: [formatAddress(site), `CBSE Affiliation No. ${site.affiliation.number}, School No. ${disclosure.general.schoolCode}`],
    title: 'Self-Certification by the School',
    reference: 'Submitted with the application for extension of affiliation, 10 October 2024',
    paragraphs: [
      'We certify that the school meets the norms of the CBSE Affiliation Bye-Laws, 2018, for land, buildings, laboratories, library, staff and their salaries, and that the information given in the application is true.',
      'Countersigned by the Education Officer (Secondary), Zilla Parishad, Pune, on 22 October 2024, after verification of the documents.',
    ],
    signatory: 'Principal and Manager',
  },
  {
    file: 'water-test-report.pdf',
    issuer: 'Sahyadri Analytical Laboratory',
    issuerLines: ['NABL accredited, Certificate No. TC-7719', 'Hadapsar, Pune 411028'],
    title: 'Drinking Water Test Report',
    reference: 'Report No. SAL/W/26/0142, samples collected on 9 January 2026',
    paragraphs: [
      `Water from the purifier outlets of ${school} (ground floor and second floor of the main building, and the junior block) was tested against IS 10500:2012.`,
      'pH 7.2, total dissolved solids 118 mg/l, hardness 86 mg/l, coliform bacteria and E. coli not detected. The water is fit for drinking.',
    ],
    signatory: 'Quality Manager',
  },
  {
    file: 'health-certificate.pdf',
    issuer: PMC[0],
    issuerLines: [...PMC[1]],
    title: 'Health Certificate',
    reference: 'No. PMC/HD/SCH/2025/0907, dated 18 July 2025',
    paragraphs: [
      `The premises of ${school}, including its kitchen and canteen, its drinking water points and its sick room, were inspected on 15 July 2025 and found hygienic and fit for use.`,
      'The certificate is valid for two years from the date of issue.',
    ],
    signatory: 'Medical Officer of Health',
  },
];

async function main() {
  const dir = path.join(process.cwd(), 'content', 'disclosure-documents');
  fs.mkdirSync(dir, { recursive: true });
  for (const sample of samples) {
    const writer = await PdfWriter.create({ schoolName: sample.issuer, detailLines: sample.issuerLines, title: sample.title });
    writer.title(sample.title, sample.reference);
    for (const paragraph of sample.paragraphs) writer.paragraph(paragraph);
    writer.paragraph(`Signed: ${sample.signatory}`);
    writer.heading('Sample document');
    writer.paragraph(
      'This is a sample copy made for the demonstration website. The school replaces it with a scan of the original certificate, self-attested by the Chairman or Manager and the Principal, as CBSE requires.',
    );
    fs.writeFileSync(path.join(dir, sample.file), await writer.save());
    console.log(`content/disclosure-documents/${sample.file}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
