import type { UpiSettings } from '@/lib/content/site';
import type { SiteLanguage } from '@/lib/languages';
import { UPI_QR_PATH, upiPayUri } from '@/lib/upi';
import cardStyles from './bank-accounts.module.css';
import styles from './upi-payment.module.css';

/** The card's words in each language; the UPI id, the payee's name and the remark's example stay as the apps show them. */
const WORDS = {
  en: {
    heading: 'Pay by UPI',
    qr: (upi: UpiSettings) => `UPI QR code to pay ${upi.payeeName} (${upi.id})`,
    button: 'Pay with UPI app',
    id: 'UPI ID',
    payee: 'Payee',
    note: (example: string) =>
      `Scan the code with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank's app), or tap the button on your phone. In the remark, write your child's full name and class, for example “${example}”. After paying, enter the 12-digit UTR (UPI transaction id) that your app shows as the transaction number in the form, with a screenshot of the payment.`,
  },
  mr: {
    heading: 'UPI ने पैसे भरा',
    qr: (upi: UpiSettings) => `${upi.payeeName} (${upi.id}) यांना पैसे भरण्यासाठी UPI QR कोड`,
    button: 'UPI ॲपने पैसे भरा',
    id: 'UPI आयडी',
    payee: 'पैसे घेणारे',
    note: (example: string) =>
      `कोणत्याही UPI ॲपने (Google Pay, PhonePe, Paytm, BHIM किंवा तुमच्या बँकेचे ॲप) हा कोड स्कॅन करा, किंवा फोनवर वरचे बटण दाबा. रिमार्कमध्ये मुलाचे पूर्ण नाव आणि इयत्ता लिहा, उदा. “${example}”. पैसे भरल्यावर तुमच्या ॲपमध्ये दिसणारा 12 अंकी UTR (UPI व्यवहार क्रमांक) अर्जात व्यवहार क्रमांक म्हणून लिहा, आणि पैसे भरल्याचा स्क्रीनशॉट जोडा.`,
  },
} as const;

interface UpiPaymentProps {
  upi: UpiSettings;
  /** Level of the card's heading, under the section heading. */
  headingLevel?: 'h2' | 'h3';
  lang?: SiteLanguage;
}

/**
 * Paying by UPI: a QR code to scan (drawn at build time, an image of its own that loads when seen, no script), a link
 * that opens the phone's UPI app, and the UPI id as text to copy, with what to write in the remark and where the UTR goes.
 */
export function UpiPayment({ upi, headingLevel = 'h3', lang = 'en' }: UpiPaymentProps) {
  const Heading = headingLevel;
  const words = WORDS[lang];
  return (
    <div className={`${cardStyles.card} ${styles.upi}`}>
      <Heading className={`${cardStyles.bank} ${styles.heading}`}>{words.heading}</Heading>
      <img className={styles.qr} src={UPI_QR_PATH} alt={words.qr(upi)} width="200" height="200" loading="lazy" decoding="async" data-upi-qr="" />
      <p className={styles.upiAction}>
        <a className="button" href={upiPayUri(upi)}>
          {words.button}
        </a>
      </p>
      <dl className={`${cardStyles.details} ${styles.details}`}>
        <dt>{words.id}</dt>
        <dd className={`${cardStyles.number} ${styles.copyable}`}>{upi.id}</dd>
        <dt>{words.payee}</dt>
        <dd>{upi.payeeName}</dd>
      </dl>
      <p className={styles.note}>{words.note(`${upi.note} Aarav Patil Class 3`)}</p>
    </div>
  );
}
