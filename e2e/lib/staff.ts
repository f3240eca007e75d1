import type { Page } from 'playwright-core';
import { serviceCli } from './cli';

/** `npm run staff -- ...` against the e2e server's data folder, with links to the e2e server. */
export function staffCli(args: string[]): string {
  return serviceCli('staff', args);
}

const SET_PASSWORD_LINK = /https?:\/\/\S+\/staff\/set-password\?token=[\w-]+/;

/** Adds an account from the command line (as the first account is made) and sets its password through the printed link. */
export async function addStaffAccount(page: Page, email: string, password: string, role: string): Promise<void> {
  const link = staffCli(['add', email, '--role', role]).match(SET_PASSWORD_LINK)?.[0];
  if (!link) throw new Error(`No set-password link for ${email}`);
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same password again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Please sign in.').waitFor();
}

/** Fills and sends the sign-in form the page shows (the caller waits for the page it expects next). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
