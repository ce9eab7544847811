import { RichText } from '@/components/RichText/RichText'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArrowRightIcon, ChevronLeftIcon } from '@/components/Icons/Icons'
import { MediaImage } from '@/components/Media/MediaImage'
import { PageFrame } from '@/site/PageFrame'
import { formatDate, PostCard } from '@/components/Posts/PostCard'
import { isLocale, localizedPath, type Locale } from '@/i18n/locales'
import { getGlobal, getPostBySlug, getPostSlugs, getPosts } from '@/lib/data/index'
import { redirectOrNotFound } from '@/lib/redirects/find'
import { postPath } from '@/lib/routes'
import { postAddresses } from '@/lib/seo/addresses'
import { blogPosting, breadcrumbs, JsonLd } from '@/lib/seo/jsonLd'
import { buildMetadata, generatedImagePath } from '@/lib/seo/metadata'

/**
 * /blog/{slug}: a post by its slug in that language. A numeric id redirects permanently to
 * the slug address; a post without a translation in the requested language is a 404.
 */
type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const [post, settings] = await Promise.all([getPostBySlug(slug, locale), getGlobal('site-settings', locale)])
  if (!post) return {}
  const { paths } = await postAddresses(post.id)
  return buildMetadata({
    locale,
    paths: { ...paths, [locale]: postPath(post.slug ?? slug) },
    title: post.meta?.title || `${post.title} | ${settings.siteName}`,
    description: post.meta?.description || post.excerpt,
    image: post.meta?.image || post.cover,
    generatedImage: generatedImagePath(locale, 'post', post.id),
    siteName: settings.siteName,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    feed: true,
  })
}

async function redirectNumericId(id: number, locale: Locale): Promise<never> {
  const slugs = await getPostSlugs(id)
  const slug = slugs?.[locale]
  if (!slug) notFound()
  permanentRedirect(localizedPath(locale, postPath(slug)))
}

export default async function PostPage({ params }: Props) {
  // Next gives the segment decoded: decoding it again read `/blog/%2531` as post 1, and
  // answered `/blog/%25E0` with a 500 (URIError).
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const post = await getPostBySlug(slug, locale)
  if (!post) {
    if (/^\d{1,9}$/.test(slug)) await redirectNumericId(Number(slug), locale)
    return redirectOrNotFound(localizedPath(locale, postPath(slug)))
  }
  const [addresses, latest, t, settings] = await Promise.all([
    postAddresses(post.id),
    getPosts(locale, 1, 4),
    getTranslations({ locale, namespace: 'blog' }),
    getGlobal('site-settings', locale),
  ])
  const more = latest.docs.filter((item) => item.id !== post.id).slice(0, 3)
  const date = formatDate(locale, post.publishedAt)

  return (
    <PageFrame locale={locale} addresses={addresses}>
      <JsonLd
        data={[
          blogPosting(post, locale, postPath(slug), settings),
          breadcrumbs(locale, [
            { name: t('homeCrumb'), path: '/' },
            { name: t('blog'), path: '/blog' },
            { name: post.title, path: postPath(slug) },
          ]),
        ]}
      />
      <article>
        <header className="hero-bg pb-32 pt-12 text-white md:pb-40 md:pt-16">
          <div className="container-page max-w-4xl">
            <nav aria-label={t('breadcrumbs')}>
              <ol className="flex items-center gap-2 text-sm text-emerald-100/80">
                <li>
                  <a href={localizedPath(locale, '/blog')} className="inline-flex items-center gap-1 hover:text-white">
                    <ChevronLeftIcon className="size-4" />
                    {t('blog')}
                  </a>
                </li>
              </ol>
            </nav>
            {date ? (
              <p className="mt-8 text-sm font-semibold text-emerald-300">
                <time dateTime={post.publishedAt ?? undefined}>{date}</time>
                {post.author ? <span className="text-emerald-100/80"> · {post.author}</span> : null}
              </p>
            ) : null}
            <h1 className="mt-3 text-balance text-4xl font-extrabold leading-tight tracking-tight md:text-5xl">
              {post.title}
            </h1>
            {post.excerpt ? <p className="mt-5 text-lg text-emerald-50/85 md:text-xl">{post.excerpt}</p> : null}
          </div>
        </header>
        <div className="container-page -mt-24 max-w-4xl md:-mt-28">
          {post.cover && typeof post.cover !== 'number' ? (
            <MediaImage
              media={post.cover}
              size="hero"
              sizes="(min-width: 896px) 896px, 100vw"
              priority
              className="aspect-[16/9] w-full rounded-3xl object-cover shadow-2xl"
            />
          ) : (
            <div
              aria-hidden="true"
              className="aspect-[16/6] w-full rounded-3xl bg-gradient-to-br from-emerald-500/30 via-surface to-primary/10 shadow-xl"
            />
          )}
        </div>
        <div className="container-page max-w-3xl py-12 md:py-16">
          {post.content ? <RichText data={post.content} className="prose-content text-lg" /> : null}
          <a
            href={localizedPath(locale, '/blog')}
            className="mt-12 inline-flex items-center gap-2 rounded-full border border-line px-5 py-2.5 font-semibold hover:border-primary hover:text-primary"
          >
            <ChevronLeftIcon className="size-4" />
            {t('backToBlog')}
          </a>
        </div>
      </article>
      {more.length ? (
        <section aria-labelledby="more-posts" className="bg-surface py-16 md:py-20">
          <div className="container-page">
            <div className="mb-10 flex items-end justify-between gap-4">
              <h2 id="more-posts" className="text-3xl font-extrabold tracking-tight">
                {t('morePosts')}
              </h2>
              <a
                href={localizedPath(locale, '/blog')}
                className="hidden items-center gap-2 font-semibold text-primary sm:inline-flex"
              >
                {t('blog')}
                <ArrowRightIcon className="size-4" />
              </a>
            </div>
            <ul className="grid gap-5 md:grid-cols-3">
              {more.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} locale={locale} readMore={t('readMore')} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </PageFrame>
  )
}
