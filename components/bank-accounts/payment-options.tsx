import type { Site } from '@/lib/content/site';
import { BankAccounts } from './bank-accounts';
import { UpiPayment } from './upi-payment';

/** The ways to pay the school: its bank accounts, then UPI. */
export function PaymentOptions({ site }: { site: Site }) {
  return (
    <>
      <BankAccounts accounts={site.bankAccounts} />
      <UpiPayment upi={site.upi} />
    </>
  );
}
