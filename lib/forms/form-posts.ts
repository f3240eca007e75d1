/**
 * Where each form posts (under /api, or NEXT_PUBLIC_API_BASE) and the name of its file field: all a form island needs
 * of ./types.ts's FORMS before its send's code arrives, so the rest of that table (titles, prefixes, upload rules)
 * comes with that code. FORMS takes these from here.
 */
export const FORM_POSTS = {
  admission: { endpoint: '/admissions', fileField: 'screenshot' },
  payment: { endpoint: '/payments', fileField: 'screenshot' },
  career: { endpoint: '/careers', fileField: 'resume' },
  contact: { endpoint: '/contact' },
  enquiry: { endpoint: '/enquiries' },
  'data-request': { endpoint: '/data-requests' },
} as const satisfies Record<string, { endpoint: string; fileField?: string }>;
