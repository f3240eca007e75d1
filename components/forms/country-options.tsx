/** A country select's options (value: the ISO code; text: the name), server-rendered into the form's slot. */
export function countryOptionElements(countries: readonly { value: string; label: string }[]) {
  return countries.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
