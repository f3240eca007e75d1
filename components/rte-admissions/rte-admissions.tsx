import type { Site } from '@/lib/content/site';
import styles from './rte-admissions.module.css';

/** The school's RTE 25% intake for the year and the state's lottery portal (RTE Act, 2009, s. 12(1)(c)). */
export function RteAdmissions({ rte, lang = 'en' }: { rte: Site['rte']; lang?: 'en' | 'mr' }) {
  if (lang === 'mr') return <MarathiRteAdmissions rte={rte} />;
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

/** The same facts in Marathi (/mr/onlineadmission): the families the RTE seats are for read Marathi most easily. */
function MarathiRteAdmissions({ rte }: { rte: Site['rte'] }) {
  return (
    <section className={`callout ${styles.rte}`} aria-labelledby="rte-heading" data-rte>
      <h2 id="rte-heading">शिक्षण हक्क कायद्याखालील मोफत जागा (आरटीई 25%)</h2>
      <p>
        {rte.academicYear} साठी <span lang="en-IN">{rte.entryClass}</span> मधील {rte.totalSeats} पैकी <strong data-rte-seats>{rte.seats}</strong> जागा वंचित आणि
        दुर्बल घटकांतील मुलांसाठी, बालकांचा मोफत व सक्तीच्या शिक्षणाचा हक्क अधिनियम, 2009 च्या कलम 12(1)(c) नुसार, मोफत राखीव आहेत. या जागांसाठी शाळा अर्ज घेत नाही: महाराष्ट्र
        शासन ऑनलाइन सोडतीद्वारे जागा देते.
      </p>
      <p>
        <a href={rte.portal} rel="noopener">
          महाराष्ट्र शासनाच्या आरटीई 25% प्रवेश पोर्टलवर अर्ज करा
        </a>
      </p>
    </section>
  );
}
