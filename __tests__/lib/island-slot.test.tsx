/**
 * A slot keeps the HTML the page was built with through hydration, re-renders and a remount, for words given to the
 * build's render only (Island's `htmlOnly`), which are not in the island's props.
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

/** A field whose hint is a slot, a select of options given as children, and a button that resets the field (a new key). */
function Field({ label, hint, children }: FieldProps & { children?: React.ReactNode }) {
  const [resets, setResets] = useState(0);
  const [typed, setTyped] = useState('');
  return (
    <div>
      <label key={resets}>
        {label}
        <IslandSlot as="span" id="field-hint">
          {hint}
        </IslandSlot>
      </label>
      <input aria-label="typed" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      <IslandSlot as="select" id="field-country" aria-label="country" defaultValue="IN">
        {children}
      </IslandSlot>
      <button type="button" onClick={() => setResets((count) => count + 1)}>
        reset
      </button>
    </div>
  );
}
const field = defineIsland('field', Field, { wake: 'load' });

// React's act() outside a testing library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('IslandSlot with htmlOnly', () => {
  it('keeps the built words out of the props and on the page, through re-renders and a remount', async () => {
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

    // A choice and a re-render leave the select's options and the choice alone.
    select.value = 'GB';
    const typed = document.querySelector('input')!;
    await act(async () => {
      typed.value = 'x';
      typed.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(select.value).toBe('GB');
    expect(select.options).toHaveLength(2);

    // The label mounted again: the hint as it was built, though the island never had its words.
    await act(async () => document.querySelector('button')!.click());
    expect(hint()).toBe('e.g. 98220 19940');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
