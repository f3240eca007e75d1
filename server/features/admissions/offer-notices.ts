/** What the family's page says after each step it took there (the `done` of the address it is sent back to). */
export const OFFER_NOTICES: Record<string, string> = {
  'offer-accepted': 'Thank you: you have accepted the seat. The admission payment and how to pay it are below; we have e-mailed them to you too.',
  'offer-declined': 'You have declined the seat. We have e-mailed you a confirmation.',
  'utr-entered': 'Thank you: we have your transaction ID. The office will match it with the bank statement and e-mail you the receipt.',
};
