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

  it('answers a Marathi form posted without JavaScript in Marathi: the correction page, then the success page', async () => {
    const said = FAMILY_WORDS.mr.result;
    const native = async (fields: Record<string, string>) => {
      const body = await multipart(fields, await screenshot());
      return server.app.inject({ method: 'POST', url: '/api/admissions', payload: body.payload, headers: { ...body.headers, accept: 'text/html' } });
    };
    const refused = await native(marathiAdmission({ phoneNumber: '12345', email: 'no.script@example.com', transactionNumber: 'UTR202711270038' }));
    expect(refused.statusCode).toBe(400);
    const page = refused.body;
    expect(page).toContain('<html lang="mr">');
    expect(page).toContain(`<h1>${mr.messages.correctFields}</h1>`);
    expect(page).toContain(said.someToCorrect);
    // The error list and the field: the Marathi label and message, what was typed kept.
    expect(page).toContain(`<a href="#field-phoneNumber">${mr.labels.phoneNumber}: ${mr.messages.phone}</a>`);
    expect(page).toMatch(/<input type="tel" autocomplete="tel" id="field-phoneNumber" name="phoneNumber" value="12345" aria-invalid="true"/);
    expect(page).toContain(`<h2 id="correct-heading">${said.correctHeading}</h2>`);
    expect(page).toContain(`<dt>${mr.labels.email}</dt><dd>no.script@example.com`);
    expect(page).toContain(said.chooseFileAgain);
    expect(page).toContain(mr.hints.screenshot);
    expect(page).toContain('<input type="hidden" name="lang" value="mr">');
    expect(page).toContain(`<button type="submit">${said.sendAgain}</button>`);
    expect(page).toContain(`<a href="/mr/onlineadmission">${said.back}</a> · <a href="/mr">${FAMILY_WORDS.mr.lookup.home}</a>`);
    // No English sentence of the page is left (the school's name and the typed answers aside).
    const words = page.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');
    for (const english of [
      en.messages.correctFields,
      en.labels.phoneNumber,
      FAMILY_WORDS.en.result.correctHeading,
      'Back to the form',
      'Home page',
      'Please choose the file again',
    ])
      expect(words).not.toContain(english);

    const accepted = await native(marathiAdmission({ email: 'no.script@example.com', transactionNumber: 'UTR202711270038' }));
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toMatch(/^result\?form=admission&reference=ADM-[^&]+&lang=mr$/);
    const reference = new URLSearchParams(accepted.headers.location!.split('?')[1]).get('reference')!;
    const success = await server.app.inject({ url: `/api/${accepted.headers.location}` });
    expect(success.statusCode).toBe(200);
    expect(success.body).toContain('<html lang="mr">');
    expect(success.body).toContain(`<h1>${mr.messages.success}</h1>`);
    expect(success.body).toContain(`${said.reached({ form: 'प्रवेश अर्ज' })} ${said.thanks}`);
    expect(success.body).toContain(`${mr.ui.referenceBefore}<strong>${reference}</strong>`);
    expect(success.body).toContain(said.mailed);
    expect(success.body).toContain('href="/mr/onlineadmission"');
    expect(success.body).not.toMatch(/reached the school office|Your reference number|confirmation e-mail/);
    expect(success.body).not.toMatch(/[०-९]/);
    expect(submissions.byReference(reference)!.language).toBe('mr');
  });

  it('refuses a language the forms do not speak', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/contact', ...urlencoded({ lang: 'fr', ...validContact }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ lang: 'Unknown language.' });
  });
});
