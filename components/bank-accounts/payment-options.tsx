import type { Site } from '@/lib/content/site';
import { englishOn, type SiteLanguage } from '@/lib/languages';
import { BankAccounts } from './bank-accounts';
import { UpiPayment } from './upi-payment';

/**
 * The ways to pay the school: its bank accounts, then UPI. The accounts stay as the bank writes them (English, marked
 * so on a page in another language); the UPI card is in the page's language.
 */
export function PaymentOptions({ site, lang = 'en' }: { site: Site; lang?: SiteLanguage }) {
  return (
    <>
      <BankAccounts accounts={site.bankAccounts} lang={englishOn(lang)} />
      <UpiPayment upi={site.upi} lang={lang} />
    </>
  );
}
