import { renderToStaticMarkup } from 'react-dom/server';
import { EnglishForm } from '@/components/forms/english-form';
import { FileField } from '@/components/forms/file-field';
import { documentUpload, resumeUpload, screenshotUpload, type UploadRule } from '@/lib/forms/uploads';
import { checklistProgress } from '@/server/features/admissions/documents';
import type { Journey } from '@/server/features/admissions/journey';
import { documentsSection } from '@/server/features/admissions/journey-sections';

/** What a phone reads from a file input's accept attribute: its MIME types and its file name endings. */
const accepted = (rule: UploadRule) => rule.accept.split(',').map((entry) => entry.trim());

describe('file fields on a phone (issue 37)', () => {
  it.each([
    ['the payment proof', screenshotUpload],
    ['a document of the checklist', documentUpload],
  ])('%s lists image types, so that a phone offers its camera beside its files, and says so', (_name, rule) => {
    expect(accepted(rule)).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']));
    expect(rule.hint).toMatch(/On a phone you can take (the|a) photo .*with the camera or choose a file\./);
  });

  it('a résumé is a document, not a photo: no image types and no camera in its hint', () => {
    expect(accepted(resumeUpload).some((entry) => entry.startsWith('image/'))).toBe(false);
    expect(resumeUpload.hint).not.toMatch(/camera/);
  });

  it('the form island and the family page render the rule as it is, and never with capture (which would forbid choosing a file)', () => {
    const island = renderToStaticMarkup(
      <EnglishForm>
        <FileField id="proof" name="screenshot" label="Payment proof" accept={screenshotUpload.accept} hint={screenshotUpload.hint} />
      </EnglishForm>,
    );
    expect(island).toContain(`accept="${screenshotUpload.accept}"`);
    expect(island).not.toMatch(/\scapture/);
    const document = {
      id: 'birth',
      title: 'Birth certificate of the child',
      help: 'Issued by the municipal corporation.',
      aadhaar: false,
      language: 'en' as const,
    };
    const journey: Journey = { checklist: [{ document, state: 'missing' }], progress: checklistProgress([]), openSlots: [], closed: false };
    const familyPage = documentsSection(journey, '/application/token', 'Class 1');
    expect(familyPage).toContain(`accept="${documentUpload.accept}"`);
    expect(familyPage).toContain(documentUpload.hint);
    expect(familyPage).not.toMatch(/\scapture/);
  });
});
