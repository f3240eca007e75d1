/**
 * A spreadsheet runs a cell that starts like a formula (=, +, -, @, or a tab or carriage return before one):
 * OWASP's advice is a leading apostrophe, which keeps it text. Phone numbers such as +91... get one too.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
