/**
 * The content editor's "Translated from" widget (bundled by translation-source-script.ts into public/admin/
 * translation-source.js, loaded after Decap's bundle and before staff-editor.js starts it). In the Marathi column
 * it says whether the Marathi still follows the English beside it as saved (Decap does not draw this column again while
 * the English is typed), and its button records that English
 * (lib/translations/fingerprint.ts, the same function the build and /staff compare with). In the English column
 * it only says where this is recorded. It runs in the browser with Decap's own React (window.h, window.createClass).
 */
import { fingerprint } from '../../lib/translations/fingerprint';

/** The little of Immutable's Map the widget reads. */
interface ImmutableLike {
  get(key: string): unknown;
  toJS(): unknown;
}

interface WidgetProps {
  value?: string;
  onChange(value: string): void;
  entry: ImmutableLike;
  field: ImmutableLike;
  locale?: string;
  forID: string;
  classNameWrapper: string;
}

interface DecapGlobals {
  CMS: { registerWidget(name: string, control: unknown): void };
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  createClass: (spec: Record<string, unknown>) => unknown;
}

/** What the Marathi column says, by the state of the translation. */
export const TRANSLATION_SOURCE_WORDS = {
  english: 'Recorded in the Marathi column: which version of this English the Marathi was translated from.',
  unmarked: 'Not yet marked. Once the Marathi says what the English says, press the button.',
  current: 'Up to date with the English as saved when this page was opened (after changing the English, save and reopen to check again).',
  changed: 'The English has changed since this was translated. Compare the two columns, correct the Marathi, then press the button.',
  button: 'The Marathi matches the English now',
} as const;

export function registerTranslationSource(globals: DecapGlobals, widgetName: string): void {
  const { h } = globals;
  const control = globals.createClass({
    // The English beside it changes without this field's value changing: always draw it again.
    shouldComponentUpdate: () => true,
    render(this: { props: WidgetProps }) {
      const { value, onChange, entry, field, locale, forID, classNameWrapper } = this.props;
      const english = field.get('source_locale');
      if (locale === undefined || locale === english) return h('p', { id: forID, className: classNameWrapper }, TRANSLATION_SOURCE_WORDS.english);
      const same = (field.get('same') as ImmutableLike | undefined)?.toJS() as string[] | undefined;
      const data = entry.get('data') as ImmutableLike | undefined;
      const current = fingerprint(data ? data.toJS() : {}, same ?? []);
      const state = !value ? 'unmarked' : value === current ? 'current' : 'changed';
      return h(
        'div',
        // The id is the field label's target; the button keeps its own words as its name.
        { id: forID, className: classNameWrapper, 'data-translation-state': state },
        h('p', { role: 'status', style: { margin: '0 0 .5rem', fontWeight: state === 'changed' ? 600 : 400 } }, TRANSLATION_SOURCE_WORDS[state]),
        h(
          'button',
          { type: 'button', disabled: state === 'current', onClick: () => onChange(current), style: { padding: '.4rem .8rem', cursor: 'pointer' } },
          TRANSLATION_SOURCE_WORDS.button,
        ),
      );
    },
  });
  globals.CMS.registerWidget(widgetName, control);
}
