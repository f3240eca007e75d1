/** What the family's page says after each step it took there (the `done` of the address it is sent back to). */
export const JOURNEY_NOTICES: Record<string, string> = {
  accepted: 'Thank you: you have accepted the seat. The admission payment and how to pay it are below; we have e-mailed them to you too.',
  declined: 'You have declined the seat. We have e-mailed you a confirmation.',
  utr: 'Thank you: we have your transaction ID. The office will match it with the bank statement and e-mail you the receipt.',
};
