/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency';
import {
  bodyOf,
  deliverWithFetch,
  fieldsOf,
  isKept,
  keepSend,
  keptSends,
  sendKept,
  takeOutcomes,
  type Deliver,
  type DeliveryAnswer,
  type QueuedSend,
} from '@/lib/forms/send-queue';

const contact = (key: string, queuedAt: string): QueuedSend => ({
  key,
  form: 'contact',
  url: '/api/contact',
  multipart: false,
  fields: [
    ['firstName', 'Rohan'],
    ['email', 'rohan@example.com'],
  ],
  queuedAt,
});

/** A delivery that answers from a list, one answer (or a thrown network error) per send, and records what it sent. */
function deliveries(answers: (DeliveryAnswer | 'offline')[]): { deliver: Deliver; sent: string[] } {
  const sent: string[] = [];
  const deliver: Deliver = async (send) => {
    sent.push(send.key);
    const answer = answers.shift();
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return answer;
  };
  return { deliver, sent };
}

const delivered = (reference: string): DeliveryAnswer => ({ status: 201, body: { success: true, reference, message: 'Thank you.' } });

afterEach(async () => {
  // Empty both stores between tests: deliver what is left, then take every outcome.
  await sendKept(async () => delivered('CLEANUP'));
  for (const form of ['contact', 'admission', 'career'] as const) await takeOutcomes(form);
});

describe('the forms kept on the phone', () => {
  it('keeps forms oldest first; keeping the same key again replaces it (the same form sent twice)', async () => {
    await keepSend(contact('key-b-0000000000000', '2026-11-27T10:05:00.000Z'));
    await keepSend(contact('key-a-0000000000000', '2026-11-27T10:00:00.000Z'));
    await keepSend({ ...contact('key-b-0000000000000', '2026-11-27T10:05:00.000Z'), fields: [['firstName', 'Rohit']] });
    const kept = await keptSends();
    expect(kept.map((send) => send.key)).toEqual(['key-a-0000000000000', 'key-b-0000000000000']);
    expect(kept[1].fields).toEqual([['firstName', 'Rohit']]);
    expect(await isKept('contact')).toBe(true);
    expect(await isKept('admission')).toBe(false);
  });

  it('sends them when the connection returns: delivered ones leave the queue and their references wait for the page', async () => {
    await keepSend(contact('key-a-0000000000000', '2026-11-27T10:00:00.000Z'));
    await keepSend({ ...contact('key-b-0000000000000', '2026-11-27T10:01:00.000Z'), form: 'career' });
    const { deliver, sent } = deliveries([delivered('CON-20261127-AAAAAA'), delivered('JOB-20261127-BBBBBB')]);
    const outcomes = await sendKept(deliver);
    expect(sent).toEqual(['key-a-0000000000000', 'key-b-0000000000000']);
    expect(outcomes.map((outcome) => outcome.kind === 'delivered' && outcome.reference)).toEqual(['CON-20261127-AAAAAA', 'JOB-20261127-BBBBBB']);
    expect(await keptSends()).toEqual([]);
    // Each form's page takes its own outcomes, once.
    expect(await takeOutcomes('contact')).toEqual([expect.objectContaining({ kind: 'delivered', reference: 'CON-20261127-AAAAAA', message: 'Thank you.' })]);
    expect(await takeOutcomes('contact')).toEqual([]);
    expect(await takeOutcomes('career')).toEqual([expect.objectContaining({ reference: 'JOB-20261127-BBBBBB' })]);
  });

  it('stops at the first send without an answer (still offline): that one and the rest stay kept', async () => {
    await keepSend(contact('key-a-0000000000000', '2026-11-27T10:00:00.000Z'));
    await keepSend(contact('key-b-0000000000000', '2026-11-27T10:01:00.000Z'));
    const { deliver, sent } = deliveries(['offline']);
    expect(await sendKept(deliver)).toEqual([]);
    expect(sent).toEqual(['key-a-0000000000000']);
    expect((await keptSends()).map((send) => send.key)).toEqual(['key-a-0000000000000', 'key-b-0000000000000']);
  });

  it('keeps a form the school could not store now (503, 429) and lets a refused one go with what to correct', async () => {
    await keepSend(contact('key-a-0000000000000', '2026-11-27T10:00:00.000Z'));
    const later = deliveries([{ status: 503, body: { success: false, error: 'Your form could not be saved.' } }]);
    expect(await sendKept(later.deliver)).toEqual([]);
    expect(await keptSends()).toHaveLength(1);

    const refused = deliveries([
      { status: 400, body: { success: false, error: 'Please correct the fields marked below.', fields: { email: 'Not an address.' } } },
    ]);
    expect(await sendKept(refused.deliver)).toEqual([
      expect.objectContaining({
        kind: 'refused',
        key: 'key-a-0000000000000',
        error: 'Please correct the fields marked below.',
        fields: { email: 'Not an address.' },
      }),
    ]);
    expect(await keptSends()).toEqual([]);
  });

  it('runs once at a time: a second call while one runs sends nothing twice', async () => {
    await keepSend(contact('key-a-0000000000000', '2026-11-27T10:00:00.000Z'));
    const { deliver, sent } = deliveries([delivered('CON-20261127-AAAAAA')]);
    await Promise.all([sendKept(deliver), sendKept(deliver)]);
    expect(sent).toEqual(['key-a-0000000000000']);
  });

  it('keeps a file as a Blob with its name and sends the form as the island would, its key in the header', async () => {
    const form = new FormData();
    form.append('name', 'Meera Iyer');
    form.append('resume', new Blob(['%PDF-1.4 résumé'], { type: 'application/pdf' }), 'resume.pdf');
    const send: QueuedSend = {
      key: 'key-f-0000000000000',
      form: 'career',
      url: 'http://localhost/api/careers',
      multipart: true,
      fields: fieldsOf(form),
      queuedAt: '2026-11-27T10:00:00.000Z',
    };
    await keepSend(send);
    const [kept] = await keptSends();
    const body = bodyOf(kept) as FormData;
    expect(body.get('name')).toBe('Meera Iyer');
    const file = body.get('resume') as File;
    expect(file.name).toBe('resume.pdf');
    expect(await file.text()).toBe('%PDF-1.4 résumé');
    expect(bodyOf(contact('key-a-0000000000000', '')).toString()).toBe('firstName=Rohan&email=rohan%40example.com');

    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ success: true, reference: 'JOB-20261127-CCCCCC' }), { status: 201 }));
    try {
      expect(await deliverWithFetch(kept)).toEqual({ status: 201, body: { success: true, reference: 'JOB-20261127-CCCCCC' } });
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe('http://localhost/api/careers');
      expect(init?.method).toBe('POST');
      expect((init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBe('key-f-0000000000000');
      expect(init?.body).toBeInstanceOf(FormData);

      // A page that is not the school's answer (a captive portal's) is no answer: the form stays kept.
      fetchMock.mockResolvedValue(new Response('<html>Log in to the Wi-Fi</html>', { status: 200 }));
      await expect(deliverWithFetch(kept)).rejects.toThrow('unreadable answer (HTTP 200)');
    } finally {
      fetchMock.mockRestore();
    }
  });
});
