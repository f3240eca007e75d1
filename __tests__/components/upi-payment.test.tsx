/** @jest-environment node */
import jsQR from 'jsqr';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { UpiPayment } from '@/components/bank-accounts/upi-payment';
import { getSite } from '@/lib/content/site';
import { upiPayUri } from '@/lib/upi';

/** Draws the page's QR code to pixels and reads it back as a phone's scanner would. */
async function decodeQr(svgMarkup: string): Promise<string | undefined> {
  const svg = svgMarkup.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
  const { data, info } = await sharp(Buffer.from(svg), { density: 144 })
    .resize(400, 400, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('UPI payment', () => {
  const site = getSite();

  it('builds the upi://pay link from site.yml', () => {
    const uri = new URL(upiPayUri(site.upi));
    expect(uri.protocol).toBe('upi:');
    expect(uri.searchParams.get('pa')).toBe(site.upi.id);
    expect(uri.searchParams.get('pn')).toBe(site.upi.payeeName);
    expect(uri.searchParams.get('cu')).toBe('INR');
    expect(uri.searchParams.get('tn')).toBe(site.upi.note);
    expect(upiPayUri({ id: 'fees.school@okaxis', payeeName: 'A & B Trust', note: 'Fee #1' })).toBe(
      'upi://pay?pa=fees.school@okaxis&pn=A%20%26%20B%20Trust&cu=INR&tn=Fee%20%231',
    );
  });

  it('draws a QR code that decodes to the configured upi://pay URI, with the link and the UPI id as text', async () => {
    const html = renderToStaticMarkup(<UpiPayment upi={site.upi} />);
    const svg = html.match(/<svg[\s\S]*<\/svg>/)![0];
    const decoded = await decodeQr(svg);
    expect(decoded).toBe(upiPayUri(site.upi));
    const uri = new URL(decoded!);
    expect(uri.searchParams.get('pa')).toBe('sunrisevalleyschool@sbi');
    expect(uri.searchParams.get('pn')).toBe(site.upi.payeeName);
    expect(html).toContain(`href="${upiPayUri(site.upi).replace(/&/g, '&amp;')}"`);
    expect(html).toContain('>Pay with UPI app</a>');
    expect(html).toContain(`>${site.upi.id}</dd>`);
    expect(html).toMatch(/<title id="upi-qr-title">UPI QR code to pay /);
    expect(html).toMatch(/12-digit UTR/);
  });
});
