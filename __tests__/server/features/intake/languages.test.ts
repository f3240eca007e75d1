/** @jest-environment node */
import { getMarathiStatusMessages } from '@/lib/content/status-messages';
import { en, mr } from '@/lib/forms/texts';
import { mrLookupWords } from '@/lib/forms/texts/lookup-mr';
import { FAMILY_WORDS } from '@/server/core/family-words';
import { SubmissionsRepository } from '@/server/features/intake/submissions-repository';
import { multipart, urlencoded, validAdmission, validContact } from '../../helpers/intake';
import { samplePng } from '../../helpers/samples';
import { useTestServer } from '../../helpers/test-server';

/** Issue 35: a form sent from a Marathi page is checked in Marathi, and the family's language is kept with it. */
describe('forms in the family’s language', () => {
  const server = useTestServer();
  let submissions: SubmissionsRepository;
  beforeAll(() => {
    submissions = new SubmissionsRepository(server.db);
  });

  const marathiAdmission = (changes: Record<string, string> = {}) => ({ lang: 'mr', ...validAdmission, ...changes });
  const screenshot = async () => ({ field: 'screenshot', name: 'payment.png', type: 'image/png', data: await samplePng() });

  it('refuses a Marathi admission with a wrong phone number in Marathi, stores nothing, then takes it corrected and keeps its language', async () => {
    const before = submissions.count();
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(marathiAdmission({ phoneNumber: '12345', email: 'asha.patil@example.com' }), await screenshot())),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, error: mr.messages.correctFields, fields: { phoneNumber: mr.messages.phone } });
    expect(submissions.count()).toBe(before);

    const accepted = await server.app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(marathiAdmission({ email: 'asha.patil@example.com', transactionNumber: 'UTR202711270035' }), await screenshot())),
    });
    expect(accepted.statusCode).toBe(201);
    const answer = accepted.json();
    expect(answer.message).toBe(mr.messages.success);
    const stored = submissions.byReference(answer.reference)!;
    expect(stored.language).toBe('mr');
    // The language is the submission's, not one of the family's answers.
    expect(stored.data).not.toHaveProperty('lang');
  });

  it('keeps English for a form without a language, as every form sent before', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/contact', ...urlencoded({ ...validContact, email: 'no.lang@example.com' }) });
    expect(response.statusCode).toBe(201);
    expect(submissions.byReference(response.json().reference)!.language).toBe('en');
    const refused = await server.app.inject({ method: 'POST', url: '/api/contact', ...urlencoded({ ...validContact, phone: '12' }) });
    expect(refused.json().fields).toEqual({ phone: en.messages.phone });
  });

  it('says a wrong file and another family’s transaction number in Marathi too', async () => {
    const wrongFile = await server.app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(marathiAdmission({ email: 'file.check@example.com', transactionNumber: 'UTR202711270036' }), {
        field: 'screenshot',
        name: 'notes.png',
        type: 'image/png',
        data: Buffer.from('plain text, not an image'),
      })),
    });
    expect(wrongFile.statusCode).toBe(415);
    expect(wrongFile.json().fields).toEqual({ screenshot: mr.messages.screenshotWrongType });

    const first = await server.app.inject({ method: 'POST', url: '/api/admissions', ...(await multipart(validAdmission, await screenshot())) });
    expect(first.statusCode).toBe(201);
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(
        marathiAdmission({ email: 'other.family@example.com', phoneNumber: '9822011122', whatsappNumber: '9822011122' }),
        await screenshot(),
      )),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: mr.messages.correctFields, fields: { transactionNumber: mr.messages.transactionNumberUsed } });
  });

  it('answers a look-up from the Marathi page in Marathi: the status, its meaning, the day, and what it cannot find', async () => {
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart(
        marathiAdmission({ email: 'lookup.family@example.com', phoneNumber: '9822011155', whatsappNumber: '9822011155', transactionNumber: 'UTR202711270037' }),
        await screenshot(),
      )),
    });
    const { reference } = sent.json();
    const lookUp = (fields: Record<string, string>) => server.app.inject({ method: 'POST', url: '/api/status', ...urlencoded({ lang: 'mr', ...fields }) });
    const found = (await lookUp({ reference, contact: '98220 11155' })).json();
    const words = getMarathiStatusMessages();
    expect(found).toMatchObject({ success: true, reference, status: words.labels.admission.received, meaning: words.admission.received });
    expect(found.changedOn).toMatch(/^\d{1,2} [\u0900-\u097F]+, \d{4}$/);
    expect((await lookUp({ reference, contact: '98220 00000' })).json().error).toBe(mrLookupWords.messages.notFound);
    expect((await lookUp({ reference: 'ADM', contact: 'x' })).json().fields).toEqual({ reference: mr.messages.badReference, contact: mr.messages.badContact });
    // "Send me my link again" answers in Marathi too, the same whether or not the reference exists.
    const resent = await server.app.inject({ method: 'POST', url: '/api/status/link', ...urlencoded({ lang: 'mr', reference }) });
    expect(resent.json()).toEqual({ success: true, message: FAMILY_WORDS.mr.lookup.linkResent });
  });

  it('refuses a language the forms do not speak', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/contact', ...urlencoded({ lang: 'fr', ...validContact }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ lang: 'Unknown language.' });
  });
});
