import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/seo/siteUrl'

// SERVER_URL is read at run time, not frozen into the build.
export const dynamic = 'force-dynamic'

/** Crawlers may read the public site; the admin and the API are none of their business. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
