/** Where the forms post: NEXT_PUBLIC_API_BASE (build time) or this site's own /api. */
export function apiUrl(endpoint: string): string {
  const base = (process.env.NEXT_PUBLIC_API_BASE || '/api').replace(/\/+$/, '');
  return `${base}${endpoint}`;
}
