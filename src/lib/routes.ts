/** The public marketing routes: one `pages` document each (ARCHITECTURE.md, content model). */
export const pageSlugs = [
  'home',
  'b2b',
  'devices',
  'about-us',
  'contacts',
  'services',
  'guarantee',
  'processes',
  'certificates',
  'careers',
  'blog',
] as const
export type PageSlug = (typeof pageSlugs)[number]

/** Locale-less path of a page document. */
export function pagePath(slug: PageSlug): string {
  return slug === 'home' ? '/' : `/${slug}`
}

export function isPageSlug(value: unknown): value is PageSlug {
  return typeof value === 'string' && (pageSlugs as readonly string[]).includes(value)
}

/** Locale-less path of a blog post. */
export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`
}
