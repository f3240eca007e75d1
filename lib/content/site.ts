import { z } from 'zod';
import { cachedYaml } from './reader';

export const phoneSchema = z
  .string()
  .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'Expected a phone number such as +91 20 2695 1994');

const sitePath = z.string().regex(/^\/[^\s]*$/, 'Expected a site path starting with /');

const bankAccountSchema = z.object({
  accountName: z.string().min(1),
  bank: z.string().min(1),
  accountNumber: z.string().regex(/^[0-9]{9,18}$/, 'Expected 9 to 18 digits'),
  ifsc: z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Expected an IFSC code such as SBIN0001234'),
  branch: z.string().min(1),
});

/** The school's UPI id (VPA) for the QR code and the "Pay with UPI app" link beside the bank accounts. */
const upiSchema = z.object({
  id: z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, 'Expected a UPI id such as sunrisevalleyschool@sbi'),
  /** The account holder's name, as the parent's UPI app shows it before paying. */
  payeeName: z.string().min(1).max(60),
  /** The payment remark the app fills in; parents add the child's name and class. */
  note: z.string().min(1).max(50),
});

const socialLinkSchema = z.object({
  label: z.string().min(1),
  network: z.enum(['facebook', 'instagram', 'youtube', 'x', 'linkedin']),
  url: z.url(),
});

/**
 * Chat widget settings editors may change; what is left out takes the widget's defaults (SPEC section 9).
 * Strict, so a misspelt setting fails the build instead of being ignored.
 */
const chatSchema = z.strictObject({
  phoneNumber: phoneSchema,
  accountName: z.string().min(1),
  avatar: sitePath,
  statusMessage: z.string().min(1).optional(),
  chatMessage: z.string().min(1),
  placeholder: z.string().min(1),
  /** Seconds the typing dots show before the greeting. */
  messageDelay: z.number().min(0).max(60).optional(),
  notification: z.boolean().optional(),
  /** Seconds between notification badges; SPEC section 5: at least 10. */
  notificationDelay: z.number().min(10, 'Expected at least 10 seconds').optional(),
  /** How many notifications before they stop; 0 repeats for ever. */
  notificationLoop: z.number().int().min(0).optional(),
  notificationSound: z.boolean().optional(),
  notificationSoundSrc: sitePath.optional(),
  chatboxHeight: z.number().int().min(200).max(800).optional(),
  allowClickAway: z.boolean().optional(),
  allowEsc: z.boolean().optional(),
  darkMode: z.boolean().optional(),
});

export const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(20),
  established: z.number().int().min(1800).max(2100),
  affiliation: z.object({
    board: z.string().min(1),
    number: z.string().min(1),
    medium: z.string().min(1),
    levels: z.string().min(1),
  }),
  contact: z.object({
    email: z.email(),
    phone: phoneSchema,
    whatsapp: phoneSchema,
    officeHours: z.string().min(1),
  }),
  udiseCode: z.string().regex(/^[0-9]{11}$/, 'Expected the 11-digit UDISE+ code'),
  dataProtection: z.object({
    name: z.string().min(3),
    role: z.string().min(3),
    email: z.email(),
    phone: phoneSchema,
    address: z.string().min(10),
    /** DPDP Rules, 2025, rule 14(3): at most 90 days to answer a data principal. */
    replyDays: z.number().int().min(1).max(90, 'The DPDP Rules, 2025 (rule 14(3)) allow at most 90 days'),
  }),
  rte: z
    .object({
      academicYear: z.string().regex(/^[0-9]{4}-[0-9]{4}$/, 'Expected a year range such as 2027-2028'),
      entryClass: z.string().min(1),
      /** Seats for RTE admissions: at least 25% of the entry class (RTE Act, 2009, s. 12(1)(c)). */
      seats: z.number().int().min(1),
      totalSeats: z.number().int().min(1),
      portal: z.url().regex(/^https:\/\//, 'Expected an https:// address'),
    })
    .refine((rte) => rte.seats * 4 >= rte.totalSeats, { message: 'The RTE Act asks for at least 25% of the entry class', path: ['seats'] }),
  address: z.object({
    street: z.string().min(1),
    area: z.string().min(1),
    city: z.string().min(1),
    state: z.string().min(1),
    pinCode: z.string().regex(/^[1-9][0-9]{5}$/, 'Expected a 6-digit PIN code'),
    country: z.string().min(1),
  }),
  mapEmbedUrl: z.url(),
  mapLinkUrl: z.url(),
  social: z.array(socialLinkSchema).min(1),
  bankAccounts: z.array(bankAccountSchema).length(2, 'Expected exactly two bank accounts'),
  upi: upiSchema,
  applicationFormPdf: sitePath,
  academicYears: z.array(z.string().regex(/^[0-9]{4}-[0-9]{4}$/, 'Expected a year range such as 2026-2027')).min(1),
  classOptions: z.array(z.string().min(1)).min(1),
  chat: chatSchema,
});

export type Site = z.output<typeof siteSchema>;
export type BankAccount = z.output<typeof bankAccountSchema>;
export type UpiSettings = z.output<typeof upiSchema>;
export type SocialLink = z.output<typeof socialLinkSchema>;
export type DataProtectionContact = z.output<typeof siteSchema>['dataProtection'];
export type ChatSettings = z.output<typeof chatSchema>;

/** The school's identity, contacts and settings from `content/site.yml`. */
export const getSite: (root?: string) => Site = cachedYaml('site.yml', siteSchema);

/** Digits only, for tel: and messaging links. */
export function phoneDigits(phoneNumber: string): string {
  return phoneNumber.replace(/[^0-9]/g, '');
}

/** A `tel:` link: international numbers keep their +, short numbers such as 1098 are dialled as written. */
export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.trim().startsWith('+') ? '+' : ''}${phoneDigits(phoneNumber)}`;
}

export function formatAddress(site: Site): string {
  const { street, area, city, state, pinCode } = site.address;
  return `${street}, ${area}, ${city}, ${state} ${pinCode}`;
}
