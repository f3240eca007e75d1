/**
 * A slot keeps the HTML the page was built with through hydration and re-renders, for words given to the build's
 * render only (Island's `htmlOnly`), which are not in the island's props.
 */
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Island } from '@/components/island/island';
import { PROPS_ATTRIBUTE } from '@/lib/islands/contract';
import { defineIsland } from '@/lib/islands/define';
import { hydrateIsland } from '@/lib/islands/runtime';
import { IslandSlot } from '@/lib/islands/slot';

interface FieldProps {
  label: string;
  hint?: string;
}

/** A field whose hint is a slot, and a select of options given as children. */
function Field({ label, hint, children }: FieldProps & { children?: React.ReactNode }) {
  const [typed, setTyped] = useState('');
  return (
    <div>
      <label>
        {label}
        <IslandSlot as="span" id="field-hint">
          {hint}
        </IslandSlot>
      </label>
      <input aria-label="typed" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      <IslandSlot as="select" id="field-country" aria-label="country">
        {children}
      </IslandSlot>
    </div>
  );
}
const field = defineIsland('field', Field, { wake: 'idle' });

// React's act() outside a testing library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('IslandSlot with htmlOnly', () => {
  it('keeps the built words out of the props and on the page, through re-renders', async () => {
    const html = renderToString(
      <Island of={field} props={{ label: 'Phone' }} htmlOnly={{ hint: 'e.g. 98220 19940' }}>
        <option value="IN">India</option>
        <option value="GB">United Kingdom</option>
      </Island>,
    );
    document.body.innerHTML = html;
    const root = document.querySelector<HTMLElement>('[data-island]')!;
    expect(root.getAttribute(PROPS_ATTRIBUTE)).toBe('{"label":"Phone"}');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => hydrateIsland(root, field));
    const hint = () => document.getElementById('field-hint')!.textContent;
    const select = document.getElementById('field-country') as HTMLSelectElement;
    expect(hint()).toBe('e.g. 98220 19940');
    expect(select.options).toHaveLength(2);

    // A choice and a re-render leave the hint, the select's options and the choice alone.
    select.value = 'GB';
    const typed = document.querySelector('input')!;
    await act(async () => {
      typed.value = 'x';
      typed.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(select.value).toBe('GB');
    expect(select.options).toHaveLength(2);
    expect(hint()).toBe('e.g. 98220 19940');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
