import type { UpiSettings } from '@/lib/content/site';
import { qrSvg, upiPayUri } from '@/lib/upi';
import cardStyles from './bank-accounts.module.css';
import styles from './upi-payment.module.css';

interface UpiPaymentProps {
  upi: UpiSettings;
  /** Level of the card's heading, under the section heading. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Paying by UPI: a QR code to scan (drawn at build time, no script), a link that opens the phone's UPI app,
 * and the UPI id as text to copy, with what to write in the remark and where the UTR goes.
 */
export function UpiPayment({ upi, headingLevel = 'h3' }: UpiPaymentProps) {
  const Heading = headingLevel;
  const uri = upiPayUri(upi);
  const qr = qrSvg(uri);
  return (
    <div className={`${cardStyles.card} ${styles.upi}`}>
      <Heading className={`${cardStyles.bank} ${styles.heading}`}>Pay by UPI</Heading>
      <svg
        className={styles.qr}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width="200"
        height="200"
        role="img"
        aria-labelledby="upi-qr-title"
        shapeRendering="crispEdges"
        data-upi-qr=""
      >
        <title id="upi-qr-title">{`UPI QR code to pay ${upi.payeeName} (${upi.id})`}</title>
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} stroke="#000" strokeWidth="1" />
      </svg>
      <p className={styles.upiAction}>
        <a className="button" href={uri}>
          Pay with UPI app
        </a>
      </p>
      <dl className={`${cardStyles.details} ${styles.details}`}>
        <dt>UPI ID</dt>
        <dd className={`${cardStyles.number} ${styles.copyable}`}>{upi.id}</dd>
        <dt>Payee</dt>
        <dd>{upi.payeeName}</dd>
      </dl>
      <p className={styles.note}>
        Scan the code with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank&apos;s app), or tap the button on your phone. In the remark, write your
        child&apos;s full name and class, for example &ldquo;{upi.note} Aarav Patil Class 3&rdquo;. After paying, enter the 12-digit UTR (UPI transaction id)
        that your app shows as the transaction number in the form, with a screenshot of the payment.
      </p>
    </div>
  );
}
