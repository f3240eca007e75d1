import path from 'node:path';
import { getAllPosts } from './blog';
import { booksFile, getPrescribedBooks } from './books';
import { getCalendar } from './calendar';
import { certificateProblems, checkCertificates } from './certificates';
import { getChildSafety } from './child-safety';
import { getCampusImages } from './campus';
import { getClubs } from './clubs';
import { getDisclosures } from './disclosures';
import { getApplicationFormText, getDisclosureDocuments, printableStrings } from './downloads';
import { getAllEvents } from './events';
import { getFaq } from './faq';
import { checkFeeClasses, getFees } from './fees';
import { getFeatures } from './features';
import { getGalleryPhotos, getOutdoorPhotos } from './gallery';
import { getHome } from './home';
import { getIndoor } from './indoor';
import { getAllNotices } from './notices';
import { disclosureWarnings, getMandatoryDisclosure } from './mandatory-disclosure';
import { getPageContent, PAGES_FOLDER } from './pages';
import { getPaintings } from './paintings';
import { checkPdfText, pdfTextWarnings } from './pdf-text';
import { getRetention, retentionMarkdown } from './retention';
import { getSearchSynonyms } from './search-synonyms';
import { defaultContentRoot, listFiles, validate } from './reader';
import { getRules } from './rules';
import { getHolidayProgramme, getTestSchedule } from './schedules';
import { getSite } from './site';
import { getMarathiStatusMessages, getStatusMessages } from './status-messages';
import { checkDocumentClasses, getAdmissionDocuments } from './admission-documents';
import { getTeacherGroups } from './teachers';
import { getTestimonials } from './testimonials';
import { getVideos } from './videos';

/**
 * One entry per content type: each loads and validates all of its files and throws (or rejects with) a
 * ContentError naming the bad file. `npm run check:content` and the build run them all.
 * Add each new content type here.
 */
export const contentCheckers: Array<(root?: string) => unknown> = [
  (root) => getSite(root),
  (root) => getStatusMessages(root),
  (root) => getMarathiStatusMessages(root),
  (root) => checkDocumentClasses(getAdmissionDocuments(root), getSite(root).classOptions),
  (root) => getAdmissionDocuments(root, 'mr'),
  (root) => getDisclosures(root),
  (root) => getVideos(root),
  (root) => getHome(root),
  (root) => getTeacherGroups(root),
  (root) => getFeatures(root),
  (root) => getCampusImages(root),
  (root) => getIndoor(root),
  (root) => getClubs(root),
  (root) => getPaintings(root),
  (root) => getGalleryPhotos(root),
  (root) => getOutdoorPhotos(root),
  (root = defaultContentRoot()) =>
    Promise.all(listFiles(path.join(root, PAGES_FOLDER, 'en'), '.md').map((file) => getPageContent(path.basename(file, '.md'), root))),
  // The Marathi pages' texts (issue 35), one file per translated page.
  (root = defaultContentRoot()) =>
    Promise.all(listFiles(path.join(root, PAGES_FOLDER, 'mr'), '.md').map((file) => getPageContent(`mr/${path.basename(file, '.md')}`, root))),
  // The privacy notice shows the retention periods the server enforces.
  (root) => getPageContent('privacy', root, { retention: retentionMarkdown(getRetention(root)) }),
  (root) => getRules(root),
  (root) => getFaq(root),
  (root) => getFaq(root, 'mr'),
  (root) => getSearchSynonyms(root),
  (root) => getTestSchedule(root),
  (root) => getHolidayProgramme(root),
  (root) => getCalendar(root),
  (root) => getTestimonials(root),
  (root) => getAllNotices(root),
  (root) => getAllNotices(root, 'mr'),
  (root) => getDisclosureDocuments(root),
  (root) => getMandatoryDisclosure(root),
  // A certificate past its validity fails the build unless a renewal is recorded as applied for.
  (root) => checkCertificates(root),
  // Uploaded PDFs must be readable by screen readers (a text layer, not only a scanned image).
  (root) => checkPdfText(root),
  (root) => checkFeeClasses(getFees(root), getSite(root).classOptions),
  (root) => getChildSafety(root),
  (root) => getChildSafety(root, 'mr'),
  // The books are printed as a PDF too: every text must be in the PDF font.
  (root) => validate(printableStrings, getPrescribedBooks(root), booksFile(root)),
  (root) => getApplicationFormText(root),
  (root) => getAllPosts(root),
  // Loads the news too: the events calendar is built from it.
  (root) => getAllEvents(root),
];

/**
 * Things an editor should fix soon but that do not stop the build (a disclosure document not yet uploaded):
 * `npm run check:content` and the build print them as warnings.
 */
export const contentWarnings: Array<(root?: string) => string[]> = [(root) => disclosureWarnings(root), (root) => certificateProblems(root).warnings, () => pdfTextWarnings()];
