import type { Site } from '@/lib/content/site';
import styles from './rte-admissions.module.css';

/** The school's RTE 25% intake for the year and the state's lottery portal (RTE Act, 2009, s. 12(1)(c)). */
export function RteAdmissions({ rte }: { rte: Site['rte'] }) {
  return (
    <section className={`callout ${styles.rte}`} aria-labelledby="rte-heading" data-rte>
      <h2 id="rte-heading">Free seats under the RTE Act (25%)</h2>
      <p>
        For {rte.academicYear}, <strong data-rte-seats>{rte.seats}</strong> of the {rte.totalSeats} seats in {rte.entryClass} are reserved for children from
        disadvantaged groups and weaker sections, free of fees, under section 12(1)(c) of the Right of Children to Free and Compulsory Education Act, 2009. The
        school does not take these applications: the Government of Maharashtra allots the seats by an online lottery.
      </p>
      <p>
        <a href={rte.portal} rel="noopener">
          Apply on the Maharashtra RTE 25% admission portal
        </a>
      </p>
    </section>
  );
}
