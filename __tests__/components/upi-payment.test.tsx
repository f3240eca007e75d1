/** @jest-environment node */
import jsQR from 'jsqr';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { UpiPayment } from '@/components/bank-accounts/upi-payment';
import { getSite } from '@/lib/content/site';
import { GET } from '@/app/upi-qr.svg/route';
import { UPI_QR_PATH, upiPayUri } from '@/lib/upi';

/** Draws the QR code's file to pixels and reads it back as a phone's scanner would. */
async function decodeQr(svg: string): Promise<string | undefined> {
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
    const response = GET();
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const decoded = await decodeQr(await response.text());
    expect(decoded).toBe(upiPayUri(site.upi));
    const uri = new URL(decoded!);
    expect(uri.searchParams.get('pa')).toBe('sunrisevalleyschool@sbi');
    expect(uri.searchParams.get('pn')).toBe(site.upi.payeeName);

    const html = renderToStaticMarkup(<UpiPayment upi={site.upi} />);
    // The code is an image of its own, loaded when seen: none of its path data is in the page.
    expect(html).not.toContain('<svg');
    expect(html).toMatch(new RegExp(`<img[^>]* src="${UPI_QR_PATH}" alt="UPI QR code to pay [^"]+" width="200" height="200" loading="lazy"`));
    expect(html).toContain(`href="${upiPayUri(site.upi).replace(/&/g, '&amp;')}"`);
    expect(html).toContain('>Pay with UPI app</a>');
    expect(html).toContain(`>${site.upi.id}</dd>`);
    expect(html).toMatch(/12-digit UTR/);
  });

  it('speaks Marathi on a Marathi page, the UPI id, the payee and the remark as the apps show them', () => {
    const html = renderToStaticMarkup(<UpiPayment upi={site.upi} lang="mr" />);
    expect(html).toContain('>UPI ने पैसे भरा</h3>');
    expect(html).toContain('>UPI ॲपने पैसे भरा</a>');
    expect(html).toContain(`alt="${site.upi.payeeName} (${site.upi.id}) यांना पैसे भरण्यासाठी UPI QR कोड"`);
    expect(html).toContain(`>${site.upi.id}</dd>`);
    expect(html).toContain(`“${site.upi.note} Aarav Patil Class 3”`);
    expect(html).toContain('12 अंकी UTR');
    expect(html).not.toMatch(/Scan the code|Payee/);
  });
});
