/**
 * The Mandatory Disclosure's certificates (content/mandatory-disclosure.yml, section B): the ones that expire next above
 * the inbox, and the administrators' reminders 60, 30 and 7 days before (a scheduled job of maintenance.ts).
 */
export { certificatesPlugin } from './plugin';
export { sendCertificateReminders, type ReminderSettings } from './reminders';
