import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header/page-header';
import { getPrescribedBooks } from '@/lib/content/books';
import { getDisclosures } from '@/lib/content/disclosures';
import { formatDate } from '@/lib/dates';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/books');

export default function BooksPage() {
  const books = getPrescribedBooks();
  const declaration = getDisclosures().find((entry) => entry.page === '/books');
  if (!declaration) throw new Error('content/disclosures.yml: the Prescribed Books entry (page: /books) with its declaration PDF is missing');
  return (
    <>
      <PageHeader
        title="Prescribed Books"
        eyebrow="Mandatory Disclosure"
        intro={`The books prescribed for each class in the academic year ${books.academicYear}, as CBSE asks every school to publish.`}
      />
      <div className="section container">
        <section aria-labelledby="declaration-heading">
          <h2 id="declaration-heading">Declaration</h2>
          <p>{books.declaration.text}</p>
          <p>
            Signed on <time dateTime={books.declaration.signedOn}>{formatDate(books.declaration.signedOn)}</time> by{' '}
            {books.declaration.signatories.map((person) => `${person.name} (${person.role})`).join(' and ')}.{' '}
            <a href={declaration.file} data-kind="file">
              The list with the signed declaration (PDF)
            </a>
          </p>
        </section>
        <section aria-labelledby="classes-heading">
          <h2 id="classes-heading">Books by class</h2>
          {books.classes.map((entry, index) => (
            <DataTable
              key={entry.name}
              id={`books-${index + 1}`}
              caption={entry.name}
              columns={['Subject', 'Book', 'Publisher']}
              rows={entry.books.map((book) => [book.subject, book.title, book.publisher])}
            />
          ))}
        </section>
      </div>
    </>
  );
}
