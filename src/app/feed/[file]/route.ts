import { isLocale } from '@/i18n/locales'
import { getFeedItems } from '@/lib/seo/data'
import { feedChannels as channel, feedUrl } from '@/lib/seo/feed'
import { postPath } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo/siteUrl'
import { escapeXml } from '@/lib/seo/xml'

export const dynamic = 'force-dynamic'

/** RSS 2.0 feed of the blog per language: /feed/uk.xml and /feed/en.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const locale = file.replace(/\.xml$/, '')
  if (!file.endsWith('.xml') || !isLocale(locale)) {
    return new Response('Not Found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const items = await getFeedItems(locale)
  const self = feedUrl(locale)
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(channel[locale].title)}</title>
<link>${escapeXml(absoluteUrl(locale, '/blog'))}</link>
<description>${escapeXml(channel[locale].description)}</description>
<language>${locale}</language>
<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${items[0] ? `<lastBuildDate>${new Date(items[0].publishedAt).toUTCString()}</lastBuildDate>\n` : ''}${items
    .map((item) => {
      const link = absoluteUrl(locale, postPath(item.slug))
      return `<item>
<title>${escapeXml(item.title)}</title>
<link>${escapeXml(link)}</link>
<guid isPermaLink="true">${escapeXml(link)}</guid>
<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
${item.author ? `<dc:creator>${escapeXml(item.author)}</dc:creator>\n` : ''}<description>${escapeXml(item.excerpt)}</description>
</item>`
    })
    .join('\n')}
</channel>
</rss>
`
  return new Response(xml, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
