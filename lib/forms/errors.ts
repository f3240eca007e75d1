/** A field name → first message map, from a zod error, for the `fields` of a 4xx answer and the form. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
