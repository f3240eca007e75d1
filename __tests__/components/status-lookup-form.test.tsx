import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusLookupForm } from '@/components/forms/status-lookup-form';
import { lookupWords } from '@/lib/forms/status-lookup-fields';
import { en } from '@/lib/forms/texts';
import { lookupMessages } from '@/lib/forms/status-lookup-fields';
import { FakeXhr } from './helpers/fake-xhr';

const original = window.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.last = undefined;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});
afterEach(() => {
  window.XMLHttpRequest = original;
});

function renderForm() {
  render(
    <>
      <h2 id="status-lookup-heading">Look up the status</h2>
      <StatusLookupForm words={lookupWords} />
    </>,
  );
  return screen.getByRole('form', { name: 'Look up the status' });
}

describe('StatusLookupForm', () => {
  it('is a native form posting to /api/status, so it works before its script has loaded', () => {
    const form = renderForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/status');
    expect(screen.getByLabelText(/^Reference number/)).toHaveAttribute('name', 'reference');
    expect(screen.getByLabelText(/^E-mail or phone number/)).toHaveAttribute('name', 'contact');
  });

  it('asks for JSON and shows the status and the day it changed', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Reference number/), 'adm-20261121-7kq2xd');
    await user.type(screen.getByLabelText(/^E-mail or phone number/), '98220 19940');
    await user.click(screen.getByRole('button', { name: 'Show the status' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const request = FakeXhr.last!;
    expect(request.url).toBe('/api/status');
    expect(request.headers.Accept).toBe('application/json');
    expect(String(request.body)).toBe('reference=adm-20261121-7kq2xd&contact=98220+19940');
    await act(async () => {
      request.respond(200, {
        success: true,
        reference: 'ADM-20261121-7KQ2XD',
        status: 'Documents needed',
        changedOn: '21 November 2026',
        meaning: 'We need a document.',
        hasApplicationPage: true,
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Status of your application ADM-20261121-7KQ2XD: Documents needed, since 21 November 2026.');
    expect(screen.getByRole('status')).toHaveTextContent('We need a document.');
    // The look-up never hands out the family's page: its link goes by mail, to the address in the application.
    expect(screen.getByRole('status')).toHaveTextContent(lookupMessages.pageByMail);
    // The reference just given goes on to "send me my link again" from this form, not typed again (WCAG 3.3.7).
    const resend = screen.getByRole('button', { name: 'Send me my link again' });
    expect(resend).toHaveAttribute('type', 'submit');
    expect(resend).toHaveAttribute('formaction', '/api/status/link');
    expect(screen.getByLabelText(/^Reference number/)).toHaveValue('adm-20261121-7kq2xd');
    expect(screen.queryByRole('link', { name: /Open your application/ })).toBeNull();
  });

  it('shows the one answer for a wrong pair, and field messages before sending anything', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Reference number/), 'ADM-1');
    await user.type(screen.getByLabelText(/^E-mail or phone number/), 'Ritu');
    await user.click(screen.getByRole('button', { name: 'Show the status' }));
    expect(await screen.findByText(en.messages.badReference)).toBeInTheDocument();
    expect(FakeXhr.last).toBeUndefined();
    await user.clear(screen.getByLabelText(/^Reference number/));
    await user.type(screen.getByLabelText(/^Reference number/), 'ADM-20261121-7KQ2XD');
    await user.clear(screen.getByLabelText(/^E-mail or phone number/));
    await user.type(screen.getByLabelText(/^E-mail or phone number/), 'ritu@example.com');
    await user.click(screen.getByRole('button', { name: 'Show the status' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(async () => {
      FakeXhr.last!.respond(404, { success: false, error: lookupMessages.notFound, fields: {} });
    });
    expect(screen.getByRole('status')).toHaveTextContent(lookupMessages.notFound);
  });
});
