import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/contact-form';
import { draftKey, keptKey } from '@/components/forms/form-draft';
import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency';
import { CHOOSE_FILE_AGAIN_MESSAGE, DELIVERED_LATER_MESSAGE, KEPT_AFTER_FAILURE_MESSAGE, KEPT_OFFLINE_MESSAGE } from '@/lib/forms/messages';
import { keptSends, sendKept, takeOutcomes } from '@/lib/forms/send-queue';
import { byLabel, fillContact } from './helpers/contact-form';
import { FakeXhr } from './helpers/fake-xhr';
import { builtAdmissionForm } from './helpers/admission-form';

// jsdom has no structuredClone, which IndexedDB (fake-indexeddb here) stores with; Node's serializer does for plain data.
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;

const original = window.XMLHttpRequest;
let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(async () => {
  online = true;
  localStorage.clear();
  FakeXhr.last = undefined;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  window.XMLHttpRequest = original;
  jest.restoreAllMocks();
  // Nothing kept by one test reaches the next.
  await sendKept(async () => ({ status: 201, body: { success: true, reference: 'CON-20261127-ZZZZZZ' } }));
  await takeOutcomes('contact');
});

const storedDraft = (form: 'contact' | 'admission') =>
  JSON.parse(localStorage.getItem(draftKey(form)) ?? 'null') as { savedAt: string; values: Record<string, string> } | null;

describe('a draft kept on the phone', () => {
  it('follows what the family types, and is deleted once the school has the form', async () => {
    render(<ContactForm />);
    expect(storedDraft('contact')).toBeNull();
    const user = await fillContact();
    expect(storedDraft('contact')?.values).toEqual({ firstName: 'Rohan', lastName: 'Joshi', email: 'rohan@example.com', phone: '98220 19940' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    await act(async () => FakeXhr.last!.respond(201, { success: true, reference: 'CON-20261127-ABCDEF', message: 'Thank you.' }));
    expect(screen.getByRole('status')).toHaveTextContent('CON-20261127-ABCDEF');
    expect(storedDraft('contact')).toBeNull();
  });

  it('is offered back on return, after the island wakes: restored, or forgotten with "Start again"', async () => {
    const savedAt = '2026-11-27T10:15:00.000Z';
    localStorage.setItem(draftKey('contact'), JSON.stringify({ savedAt, values: { firstName: 'Rohan', email: 'rohan@example.com' } }));
    const { unmount } = render(<ContactForm />);
    const restore = await screen.findByRole('button', { name: /^Restore what you typed on 27 Nov 2026/ });
    expect(byLabel('First name')).toHaveValue('');
    await userEvent.setup().click(restore);
    expect(byLabel('First name')).toHaveValue('Rohan');
    expect(byLabel('Email')).toHaveValue('rohan@example.com');
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
    unmount();

    render(<ContactForm />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start again' }));
    expect(byLabel('First name')).toHaveValue('');
    expect(storedDraft('contact')).toBeNull();
  });

  it('keeps neither the file nor the consent box; after a restore the file field asks for the file again and the country rules come back', async () => {
    const countries = [
      { value: 'IN', label: 'India' },
      { value: 'AE', label: 'United Arab Emirates' },
    ];
    const form = () => builtAdmissionForm(countries);
    const { unmount } = render(form());
    const user = userEvent.setup();
    await user.type(byLabel('First name'), 'Ishaan');
    await user.selectOptions(byLabel('Country'), 'AE');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.upload(byLabel('Payment screenshot or receipt'), new File([new Uint8Array(10)], 'upi.png', { type: 'image/png' }));
    await user.click(screen.getByRole('checkbox', { name: /parent or guardian/ }));
    const values = storedDraft('admission')!.values;
    expect(values).toMatchObject({ firstName: 'Ishaan', country: 'AE', gender: 'Female' });
    expect(values).not.toHaveProperty('consent');
    expect(values).not.toHaveProperty('screenshot');
    unmount();

    render(form());
    await user.click(await screen.findByRole('button', { name: /^Restore what you typed/ }));
    expect(byLabel('First name')).toHaveValue('Ishaan');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /parent or guardian/ })).not.toBeChecked();
    // The United Arab Emirates have no postal codes: the restored country sets the PIN code's rule, as a choice by hand does.
    expect(screen.getByLabelText(/^PIN code \/ postal code/)).not.toBeRequired();
    expect(byLabel('Payment screenshot or receipt')).toHaveAccessibleDescription(new RegExp(CHOOSE_FILE_AGAIN_MESSAGE.replace(/[.:]/g, '.')));
  });
});

describe('a form sent without a connection', () => {
  it('is kept on the phone when offline, and sent when the connection returns: the family is told both times', async () => {
    render(<ContactForm />);
    const user = await fillContact();
    online = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(KEPT_OFFLINE_MESSAGE));
    expect(FakeXhr.last).toBeUndefined();
    const [kept] = await keptSends();
    expect(kept).toMatchObject({ form: 'contact', url: '/api/contact', multipart: false });
    expect(localStorage.getItem(keptKey('contact'))).toBe('1');

    const fetchMock = jest.fn(async () => ({
      status: 201,
      json: async () => ({ success: true, reference: 'CON-20261127-KEPT01', message: 'Thank you, Rohan.' }),
    }));
    (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('CON-20261127-KEPT01'));
    expect(screen.getByRole('status')).toHaveTextContent(DELIVERED_LATER_MESSAGE);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBe(kept.key);
    expect(await keptSends()).toEqual([]);
    expect(storedDraft('contact')).toBeNull();
    expect(localStorage.getItem(keptKey('contact'))).toBeNull();
    expect(byLabel('First name')).toHaveValue('');
  });

  it('is kept when the send fails on the way, with the key it was first sent with', async () => {
    render(<ContactForm />);
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const key = FakeXhr.last!.headers[IDEMPOTENCY_HEADER];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => FakeXhr.last!.fail());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(KEPT_AFTER_FAILURE_MESSAGE));
    expect((await keptSends()).map((send) => send.key)).toEqual([key]);
    expect(byLabel('First name')).toHaveValue('Rohan');
  });
});
