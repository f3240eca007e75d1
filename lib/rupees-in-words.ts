const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99 in words: `42` → `Forty-Two`. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
}

/** 0 to 999 in words: `305` → `Three Hundred Five`. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/**
 * A whole number in words as Indian receipts write it, in crores, lakhs and thousands (the Indian grouping of
 * 1,25,000): `125000` → `One Lakh Twenty-Five Thousand`.
 */
export function indianNumberWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Expected a whole number of rupees, got ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${indianNumberWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount of whole rupees in words for a receipt: `26000` → `Rupees Twenty-Six Thousand Only`. */
export function rupeesInWords(amount: number): string {
  return `Rupees ${indianNumberWords(amount)} Only`;
}
