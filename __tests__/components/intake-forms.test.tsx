import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { builtAdmissionForm } from './helpers/admission-form';
import { ContactForm } from '@/components/forms/contact-form';
import { byLabel, fillContact } from './helpers/contact-form';
import { FakeXhr } from './helpers/fake-xhr';

const original = window.XMLHttpRequest;
beforeEach(() => {
  localStorage.clear();
  FakeXhr.last = undefined;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  window.XMLHttpRequest = original;
  jest.restoreAllMocks();
});

describe('ContactForm', () => {
  it('posts natively to the API and carries the format hints', () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/contact');
    expect(byLabel('Phone number')).toHaveAccessibleDescription(/e.g. 98220 19940 or 020 2695 1994/);
    expect(byLabel('Email')).toHaveAttribute('type', 'email');
  });

  it("shows 'Sending...', then the server's reply text, and clears the form", async () => {
    render(<ContactForm />);
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sending...');
    const request = FakeXhr.last!;
    expect(request.url).toBe('/api/contact');
    expect(request.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(String(request.body)).toBe('firstName=Rohan&lastName=Joshi&email=rohan%40example.com&phone=98220+19940&website=');
    await act(async () => request.respond(201, { success: true, reference: 'CON-20261121-ABCDEF', message: 'Thank you, Rohan. We will call you.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you, Rohan. We will call you.');
    expect(screen.getByRole('status')).toHaveTextContent('CON-20261121-ABCDEF');
    expect(byLabel('First name')).toHaveValue('');
  });

  it("shows the server's field messages next to their fields and focuses the first", async () => {
    render(<ContactForm />);
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () =>
      FakeXhr.last!.respond(400, { success: false, error: 'Please correct the fields marked below.', fields: { email: 'This address cannot receive mail.' } }),
    );
    // A refused answer cannot be fixed by retrying: the page never says "Failed to submit form. Please try again." for it.
    expect(screen.getByRole('status')).toHaveTextContent('Please correct the fields marked below.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Failed to submit form');
    const email = byLabel('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/This address cannot receive mail\./);
    expect(email).toHaveFocus();
    expect(byLabel('First name')).toHaveValue('Rohan');
  });

  it('lists every answer to correct at the top of the form, each a link to its field', async () => {
    render(<ContactForm />);
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () =>
      FakeXhr.last!.respond(400, {
        success: false,
        error: 'Please correct the fields marked below.',
        fields: { phone: 'Please enter a valid phone number.', email: 'This address cannot receive mail.' },
      }),
    );
    const summary = screen.getByRole('group', { name: '2 answers need correcting:' });
    const links = Array.from(summary.querySelectorAll('a'));
    // In the form's order, whatever the order of the answer.
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Email: This address cannot receive mail.', '#contact-email'],
      ['Phone number: Please enter a valid phone number.', '#contact-phone'],
    ]);
    expect(summary.compareDocumentPosition(byLabel('First name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(links[1]);
    expect(byLabel('Phone number')).toHaveFocus();
  });

  it('keeps everything typed and says so when the network fails', async () => {
    render(<ContactForm />);
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => FakeXhr.last!.fail());
    expect(screen.getByRole('status')).toHaveTextContent('An error occurred. Please try again.');
    expect(byLabel('First name')).toHaveValue('Rohan');
  });
});

describe('AdmissionForm', () => {
  const countries = [
    { value: 'IN', label: 'India' },
    { value: 'AE', label: 'United Arab Emirates' },
    { value: 'GB', label: 'United Kingdom' },
  ];
  const renderForm = () =>
    render(
      builtAdmissionForm(countries, {
        academicYears: ['2026-2027', '2027-2028'],
        classOptions: ['Nursery', 'Class 1'],
        submitLabel: 'Submit Application Form',
      }),
    );

  it('offers the academic years and classes it is given, and Male/Female', () => {
    renderForm();
    const years = byLabel('Academic year') as HTMLSelectElement;
    expect(Array.from(years.options).map((option) => option.value)).toEqual(['', '2026-2027', '2027-2028']);
    expect(screen.getByRole('radio', { name: 'Male' })).toBeRequired();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /parent or guardian/ })).toBeRequired();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it('numbers its five sections in their legends, and gives each field its keyboard and autofill', () => {
    renderForm();
    expect(
      screen
        .getAllByRole('group')
        .map((group) => (group.getAttribute('aria-labelledby') ? null : group.querySelector('legend')?.textContent))
        .filter(Boolean),
    ).toEqual([
      'Section 1 of 5 Admission details',
      'Section 2 of 5 Student and parents',
      'Section 3 of 5 Contact',
      'Section 4 of 5 Address',
      'Section 5 of 5 Payment',
    ]);
    expect(screen.getByRole('group', { name: 'Section 3 of 5 Contact' })).toContainElement(byLabel('Email'));
    const autofill = (label: string) => byLabel(label).getAttribute('autocomplete');
    expect(['WhatsApp number', 'Phone number', 'Email', 'Last name', 'Flat / building / apartment', 'Street', 'City', 'State'].map(autofill)).toEqual([
      'tel',
      'tel',
      'email',
      'family-name',
      'address-line1',
      'address-line2',
      'address-level2',
      'address-level1',
    ]);
    expect(byLabel('WhatsApp number')).toHaveAttribute('type', 'tel');
    expect(byLabel('Transaction number')).toHaveAttribute('autocapitalize', 'characters');
  });

  it('shows the chosen file with its size', async () => {
    renderForm();
    const user = userEvent.setup();
    const file = new File([new Uint8Array(300 * 1024)], 'upi.png', { type: 'image/png' });
    await user.upload(byLabel('Payment screenshot or receipt'), file);
    expect(screen.getByText('Chosen: upi.png (300 KB)')).toBeInTheDocument();
  });

  it('offers the countries with India chosen, and a postal code field that any country can fill', () => {
    renderForm();
    const country = byLabel('Country') as HTMLSelectElement;
    expect(country.value).toBe('IN');
    expect(Array.from(country.options).map((option) => option.textContent)).toEqual(['India', 'United Arab Emirates', 'United Kingdom']);
    const postal = screen.getByLabelText(/^PIN code \/ postal code/);
    // Indian PIN codes are digits: the number keyboard while India is chosen (in the built HTML too), letters elsewhere.
    expect(postal).toHaveAttribute('inputmode', 'numeric');
    expect(postal).toHaveAttribute('maxlength', '12');
    expect(byLabel('Phone number')).toHaveAccessibleDescription(/\+44 20 7946 0000/);
  });

  it('requires the PIN code in the built HTML, where India is chosen, and after the script runs as the chosen country does', async () => {
    const html = renderToString(builtAdmissionForm(countries));
    expect(html).toMatch(/<input id="admission-pinCode" required=""[^>]*inputMode="numeric"/);
    renderForm();
    const user = userEvent.setup();
    const postal = screen.getByLabelText(/^PIN code \/ postal code/);
    expect(postal).toBeRequired();
    // The United Arab Emirates have no postal codes: the field may stay empty there, and says so.
    await user.selectOptions(byLabel('Country'), 'AE');
    expect(postal).not.toBeRequired();
    expect(screen.getByText('(optional)', { selector: `label[for="${postal.id}"] *` })).toBeInTheDocument();
    await user.selectOptions(byLabel('Country'), 'GB');
    expect(postal).toBeRequired();
    expect(postal).not.toHaveAttribute('inputmode');
    await user.selectOptions(byLabel('Country'), 'IN');
    expect(postal).toBeRequired();
  });

  it('says nothing about the file in the built HTML, where the browser itself names the chosen file', () => {
    const html = renderToString(builtAdmissionForm(countries));
    expect(html).not.toContain('No file chosen yet.');
    renderForm();
    expect(screen.getByText('No file chosen yet.')).toBeInTheDocument();
  });

  it('checks an international number in the browser before sending, with the field message', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(byLabel('WhatsApp number'), '+971 50 123');
    fireEvent.submit(byLabel('WhatsApp number').closest('form')!);
    await waitFor(() => expect(byLabel('WhatsApp number')).toHaveAccessibleDescription(/valid mobile number/), { timeout: 5000 });
    expect(FakeXhr.last).toBeUndefined();
  });
});
