const SEND_URL = 'https://api.whatsapp.com/send';

// A lone half of a surrogate pair makes encodeURIComponent throw; such text can only come from a broken paste.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The messaging service's public send link: the phone as digits only and the text URL-encoded, so that
 * '&', '#', '+', emoji and line breaks arrive as typed (the old widget sent the text unencoded).
 */
export function whatsappSendUrl(phoneNumber: string, text: string): string {
  const phone = phoneNumber.replace(/[^0-9]/g, '');
  const message = encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
  return `${SEND_URL}?phone=${phone}&text=${message}`;
}
