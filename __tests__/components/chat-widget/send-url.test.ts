import { whatsappSendUrl } from '@/components/chat-widget/send-url';

/** The text as the messaging service will read it back from the link. */
const sentText = (url: string) => new URL(url).searchParams.get('text');

describe('whatsappSendUrl', () => {
  it('builds the public send link with the phone as digits only', () => {
    expect(whatsappSendUrl('+91 98220-19940', 'Hello')).toBe('https://api.whatsapp.com/send?phone=919822019940&text=Hello');
    expect(whatsappSendUrl('(+91) 20 2695 1994', 'Hi')).toBe('https://api.whatsapp.com/send?phone=912026951994&text=Hi');
  });

  it("encodes '&' and '#' so they neither start a new parameter nor cut the link", () => {
    const url = whatsappSendUrl('+91 98220 19940', 'Fees & transport for class #3?');
    expect(url).toBe('https://api.whatsapp.com/send?phone=919822019940&text=Fees%20%26%20transport%20for%20class%20%233%3F');
    const parsed = new URL(url);
    expect(parsed.hash).toBe('');
    expect([...parsed.searchParams.keys()]).toEqual(['phone', 'text']);
    expect(sentText(url)).toBe('Fees & transport for class #3?');
  });

  it("keeps '+', '=' and '%' literal", () => {
    const url = whatsappSendUrl('919822019940', '1+1=2, 100% sure');
    expect(url).toContain('text=1%2B1%3D2%2C%20100%25%20sure');
    expect(sentText(url)).toBe('1+1=2, 100% sure');
  });

  it('encodes emoji as UTF-8', () => {
    const url = whatsappSendUrl('919822019940', 'Thank you 🤝');
    expect(url).toBe('https://api.whatsapp.com/send?phone=919822019940&text=Thank%20you%20%F0%9F%A4%9D');
    expect(sentText(url)).toBe('Thank you 🤝');
  });

  it('encodes line breaks', () => {
    const url = whatsappSendUrl('919822019940', 'Line one\nLine two\r\nLine three');
    expect(url).toBe('https://api.whatsapp.com/send?phone=919822019940&text=Line%20one%0ALine%20two%0D%0ALine%20three');
    expect(sentText(url)).toBe('Line one\nLine two\r\nLine three');
  });

  it('replaces a lone surrogate instead of throwing', () => {
    const url = whatsappSendUrl('919822019940', `broken \uD83E paste`);
    expect(sentText(url)).toBe('broken \uFFFD paste');
  });
});
