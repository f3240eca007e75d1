import { MailIcon, PhoneIcon } from '@/components/icons/icons';
import { phoneDigits, type Site } from '@/lib/content/site';

/**
 * The school's phone and e-mail, each a link after its icon, as lines of an address (contact page, footer).
 * `iconsFromSprite` where they are below the first screen (components/icons).
 */
export function PhoneAndMail({ contact, iconSize, iconsFromSprite = false }: { contact: Site['contact']; iconSize: number; iconsFromSprite?: boolean }) {
  return (
    <>
      <p>
        <PhoneIcon size={iconSize} fromSprite={iconsFromSprite} /> <a href={`tel:+${phoneDigits(contact.phone)}`}>{contact.phone}</a>
      </p>
      <p>
        <MailIcon size={iconSize} fromSprite={iconsFromSprite} /> <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
    </>
  );
}
