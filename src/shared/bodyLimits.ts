/**
 * How many bytes of request body each route may receive: what that route needs, no more.
 * The one table for the request guard (./requestGuard.ts), the landing endpoints' own reads
 * and Next's limit for server actions (next.config.ts).
 */
const KB = 1024
const MB = 1024 * KB

/** Multipart boundaries, part headers and the form's other fields around an upload. */
const multipartOverhead = 512 * KB

/** The largest CV file an applicant may send. */
export const cvFileBytes = 10 * MB

/** The largest file of the media library (Payload's own default). */
const mediaFileBytes = 20 * MB

export const bodyLimits = {
  /** GET, HEAD, OPTIONS, DELETE and the public site: no body at all. */
  none: 0,
  /** Login, logout, forgot and reset password, token refresh: an e-mail and a password. */
  signIn: 8 * KB,
  /** POST /api/landing/send-message: a contact message (text fields up to 5,000 characters). */
  contactMessage: 64 * KB,
  /** A CV of up to 10 MB with its form (POST /api/landing/send-cv, an admin adding one by hand). */
  cv: cvFileBytes + multipartOverhead,
  /** A picture or a short video for the media library. */
  media: mediaFileBytes + multipartOverhead,
  /**
   * Any other write of the REST API (a page, a post, a global, preferences): the largest seeded
   * document is 16 KB in both languages (the home page); 1 MB leaves room for a long article.
   */
  json: 1 * MB,
  /**
   * Payload's admin server functions (Next server actions under /admin): a document's whole
   * form state: the home page, the largest document, sends 62 KB (measured in Chromium).
   */
  adminAction: 2 * MB,
} as const

const routes: [pattern: RegExp, limit: number][] = [
  [
    /^\/api\/users\/(login|logout|forgot-password|reset-password|refresh-token|unlock|first-register|verify\/[^/]+)\/?$/,
    bodyLimits.signIn,
  ],
  [/^\/api\/landing\/send-message\/?$/, bodyLimits.contactMessage],
  [/^\/api\/landing\/send-cv\/?$/, bodyLimits.cv],
  [/^\/api\/cv-submissions(\/[^/]+)?\/?$/, bodyLimits.cv],
  [/^\/api\/media(\/[^/]+)?\/?$/, bodyLimits.media],
  [/^\/api\//, bodyLimits.json],
  [/^\/admin(\/|$)/, bodyLimits.adminAction],
  // Next's development overlay (`npm run dev` only; production answers 404 there).
  [/^\/__nextjs_/, bodyLimits.json],
]

/** Methods whose requests carry no body (Payload's DELETE reads none either). */
const bodiless = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE'])

/** The body limit of a request, by method and path (anything not listed: none). */
export function bodyLimitFor(method: string, pathname: string): number {
  if (bodiless.has(method)) return bodyLimits.none
  return routes.find(([pattern]) => pattern.test(pathname))?.[1] ?? bodyLimits.none
}
