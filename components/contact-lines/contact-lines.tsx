import { MailIcon, PhoneIcon } from '@/components/icons/icons';
import { phoneDigits, type Site } from '@/lib/content/site';

/** The school's phone and e-mail, each a link after its icon, as lines of an address (contact page, footer). */
export function PhoneAndMail({ contact, iconSize }: { contact: Site['contact']; iconSize: number }) {
  return (
    <>
      <p>
        <PhoneIcon size={iconSize} /> <a href={`tel:+${phoneDigits(contact.phone)}`}>{contact.phone}</a>
      </p>
      <p>
        <MailIcon size={iconSize} /> <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
    </>
  );
}
