import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A field by its label; required fields show a decorative ' *' after it. */
export const byLabel = (text: string) => screen.getByLabelText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`));

/** Types a valid contact request into the rendered ContactForm, as a parent would; returns the user for what follows. */
export async function fillContact() {
  const user = userEvent.setup();
  await user.type(byLabel('First name'), 'Rohan');
  await user.type(byLabel('Last name'), 'Joshi');
  await user.type(byLabel('Email'), 'rohan@example.com');
  await user.type(byLabel('Phone number'), '98220 19940');
  return user;
}
