import sharp from 'sharp'

import { isLocale, type Locale } from '@/i18n/locales'
import { getGlobal, getPage, getPostBySlug, getPostSlugs } from '@/lib/data/index'
import { isPageSlug } from '@/lib/routes'
import { renderOgImage } from '@/lib/seo/ogImage'

/**
 * Generated Open Graph image of a page or a post without a CMS image:
 * /og/{locale}/page/{slug}.png, /og/{locale}/post/{id}.png. Drawn with sharp from an SVG using
 * the fonts installed on the machine, so nothing is fetched at run time; cached like a page.
 */
export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not Found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

async function titleOf(locale: Locale, kind: string, key: string): Promise<string | null> {
  if (kind === 'page' && isPageSlug(key)) return (await getPage(key, locale))?.title ?? null
  if (kind === 'post' && /^\d{1,9}$/.test(key)) {
    const slug = (await getPostSlugs(Number(key)))?.[locale]
    return slug ? ((await getPostBySlug(slug, locale))?.title ?? null) : null
  }
  return null
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; kind: string; file: string }> },
) {
  const { locale, kind, file } = await params
  if (!isLocale(locale) || !file.endsWith('.png')) return notFound()
  // Next gives the segment decoded; decoding it again answered `/og/uk/page/%25E0.png` with a 500.
  const title = await titleOf(locale, kind, file.slice(0, -4))
  if (!title) return notFound()
  const settings = await getGlobal('site-settings', locale)
  const png = await sharp(Buffer.from(renderOgImage(title, settings.siteName, settings.tagline ?? '')))
    .png({ compressionLevel: 9 })
    .toBuffer()
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
  })
}
