import { encode } from 'uqr';
import type { UpiSettings } from './content/site';

/**
 * The UPI deep link (NPCI's `upi://pay` URL) for the school's account: payee address and name, currency, and the
 * remark. No amount: fees differ by class, so the parent types it. The UPI id goes in as it is (its characters
 * are URL-safe and some apps do not decode %40); the name and remark are percent-encoded.
 */
export function upiPayUri(upi: UpiSettings): string {
  return `upi://pay?pa=${upi.id}&pn=${encodeURIComponent(upi.payeeName)}&cu=INR&tn=${encodeURIComponent(upi.note)}`;
}

/**
 * The deep link for one payment (NPCI's UPI linking specification): the school's account, the amount in rupees, and
 * the application's reference as both the note the payer sees (`tn`) and the transaction reference (`tr`), so the
 * office finds the payment in the bank statement by it.
 */
export function upiPaymentUri(upi: UpiSettings, amount: number, reference: string): string {
  const ref = encodeURIComponent(reference);
  return `upi://pay?pa=${upi.id}&pn=${encodeURIComponent(upi.payeeName)}&am=${amount.toFixed(2)}&cu=INR&tn=${ref}&tr=${ref}`;
}

export interface QrSvg {
  /** Modules per side, quiet zone included: the SVG's viewBox is 0 0 size size. */
  size: number;
  /** The dark modules as one path of horizontal runs, to draw with a stroke 1 unit wide (about 4 KB). */
  path: string;
}

/**
 * Where the school's UPI QR code is served (app/upi-qr.svg/route.ts, written at build time): an image of its own, so
 * its 3 KB of path data (0.6 KB brotli) are not in the HTML of every page that shows it, and it loads only when seen.
 */
export const UPI_QR_PATH = '/upi-qr.svg';

/**
 * A QR code as SVG markup, 200 px square: white quiet zone, black modules, sharp edges at any scale. Standalone (an
 * image file of its own) as it is; in a page, `labelled` names it for screen readers (`title` already escaped).
 */
export function qrSvgMarkup(text: string, labelled?: { className: string; id: string; title: string }): string {
  const qr = qrSvg(text);
  const named = labelled ? ` class="${labelled.className}"` : '';
  const role = labelled ? ` role="img" aria-labelledby="${labelled.id}"` : '';
  const title = labelled ? `<title id="${labelled.id}">${labelled.title}</title>` : '';
  return `<svg${named} viewBox="0 0 ${qr.size} ${qr.size}" width="200" height="200"${role} shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg">${title}<rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path d="${qr.path}" stroke="#000" stroke-width="1"/></svg>`;
}

/** A QR code as one SVG path, made at build time or by the server (medium error correction, the standard 4-module quiet zone). */
export function qrSvg(text: string): QrSvg {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    // Each row: move to the first dark run, then hop from the end of one run to the start of the next.
    let pen: number | undefined;
    for (let x = 0; x < size; x += 1) {
      if (!row[x]) continue;
      let run = 1;
      while (x + run < size && row[x + run]) run += 1;
      path += pen === undefined ? `M${x} ${y + 0.5}h${run}` : `m${x - pen} 0h${run}`;
      pen = x + run;
      x += run - 1;
    }
  });
  return { size, path };
}
