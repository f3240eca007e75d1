import { getSite } from '@/lib/content/site';
import { qrSvgMarkup, upiPayUri } from '@/lib/upi';

export const dynamic = 'force-static';

/** The school's UPI QR code (the upi://pay link of site.yml), written to out/upi-qr.svg at build time. */
export function GET() {
  return new Response(qrSvgMarkup(upiPayUri(getSite().upi)), { headers: { 'Content-Type': 'image/svg+xml' } });
}
