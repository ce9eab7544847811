/**
 * The spec's admin addresses (SPEC §2) and the Payload admin routes they lead to. The proxy
 * answers them with a temporary redirect (307) that, like every admin response, carries
 * X-Robots-Tag; Next's `redirects()` cannot add headers to its redirects.
 */

/** Spec path segment → Payload collection slug; `add` only where the spec lists it. */
const addressed: Record<string, { slug: string; add: boolean }> = {
  posts: { slug: 'posts', add: true },
  reviews: { slug: 'reviews', add: true },
  vacancies: { slug: 'vacancies', add: true },
  'contact-forms': { slug: 'contact-forms', add: false },
}

export const adminRobotsHeader = { key: 'X-Robots-Tag', value: 'noindex, nofollow' }

/**
 * Payload's path for a spec admin path, or null when it is not one: `/admin/posts` → the list,
 * `/admin/posts/add` → a new post, `/admin/posts/12` → that post. Document ids are PostgreSQL
 * serials; anything else is left to Payload's own not-found view.
 */
export function payloadAdminPath(pathname: string): string | null {
  const match = /^\/admin\/([a-z-]+)(?:\/([^/]+))?\/?$/.exec(pathname)
  if (!match) return null
  const target = addressed[match[1]]
  if (!target) return null
  const rest = match[2]
  if (rest === undefined) return `/admin/collections/${target.slug}`
  if (rest === 'add' && target.add) return `/admin/collections/${target.slug}/create`
  if (/^\d+$/.test(rest)) return `/admin/collections/${target.slug}/${rest}`
  return null
}
