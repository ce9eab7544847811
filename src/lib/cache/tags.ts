import type { Locale } from '@/i18n/locales'

/**
 * Cache tags shared by the cached getters and the revalidation hooks, so that what a
 * page reads is exactly what a publish invalidates (STYLE.md: one key both ways).
 */
export const tags = {
  page: (slug: string, locale: Locale) => `page:${slug}:${locale}`,
  /** Any page: lists of pages (the sitemap). */
  pages: 'pages',
  posts: (locale: Locale) => `posts:${locale}`,
  post: (id: number | string) => `post:${id}`,
  reviews: 'reviews',
  vacancies: 'vacancies',
  grades: 'grades',
  departments: 'departments',
  global: (slug: string) => `global:${slug}`,
  /** Redirect rules (src/lib/redirects). */
  redirects: 'redirects',
} as const
