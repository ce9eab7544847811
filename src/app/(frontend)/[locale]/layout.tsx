import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PreviewBar } from '@/components/PreviewBar/PreviewBar'
import { ContactPanelHost } from '@/site/ContactPanel/ContactPanelHost.client'
import { DesktopEffects } from '@/components/Effects/DesktopEffects.client'
import { HashScroll } from '@/components/Effects/HashScroll.client'
import { ScrollRestore } from '@/components/Effects/ScrollRestore.client'
import { SessionBoot } from '@/components/Effects/SessionBoot.client'
import { LoadingOverlay } from '@/components/LoadingOverlay/LoadingOverlay.client'
import { Notifications } from '@/components/Notifications/Notifications.client'
import { Providers } from '@/components/Providers.client'
import { themeScript } from '@/components/Theme/themeScript'
import { deferredFormGuard } from '@/components/Form/deferredFormGuard'
import { UiStringsProvider } from '@/components/UiStrings/context.client'
import { clientNamespaces, type ClientStrings } from '@/components/UiStrings/namespaces'
import { Footer } from '@/globals/Footer/Component'
import { routing } from '@/i18n/routing'
import { AnalyticsLazy } from '@/components/Analytics/AnalyticsLazy.client'
import { NewBuild } from '@/components/NewBuild/NewBuild.client'
import { SiteLinks } from '@/components/Navigation/SiteLinks.client'
import { currentBuildId } from '@/lib/build/buildId'
import { analyticsIds, analyticsMarker } from '@/lib/analytics/config'
import { getDepartments, getGlobal } from '@/lib/data/index'
import { workaroundOn } from '@/workarounds/switches'
import { manrope, manropeCyrillic } from '../fonts/fonts'
import '../globals.css'

/**
 * Nothing is prerendered at build time (the build needs no database): each page is rendered
 * on its first request and then served from Next's cache until a publish expires its tags.
 */
export function generateStaticParams() {
  return []
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, departments, messages, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getDepartments(locale),
    getMessages({ locale }),
    getGlobal('site-settings', locale),
  ])
  // Only the namespaces client components use travel to the browser.
  const clientStrings = Object.fromEntries(
    clientNamespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as ClientStrings
  const { pixelId, analyticsId } = analyticsIds(settings)
  const measured = [pixelId ? 'pixel' : '', analyticsId ? 'analytics' : ''].filter(Boolean).join(' ')
  return (
    // data-scroll-behavior: Next turns the CSS smooth scrolling off while it changes pages, so a
    // new page starts at its top at once and Back restores its position exactly.
    <html
      lang={locale}
      className={`${manrope.variable} ${manropeCyrillic.variable}`}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <head>
        {/* Applies a stored theme before first paint (allowed by its hash in the CSP). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* Holds a submit of a form whose code is still on its way (deferredForm). */}
        <script dangerouslySetInnerHTML={{ __html: deferredFormGuard }} />
        {/* Tells the CSP (src/lib/analytics/config.ts) which third-party tags this page loads. */}
        {measured ? <meta name={analyticsMarker} content={measured} /> : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <PreviewBar locale={locale} />
        <UiStringsProvider locale={locale} strings={clientStrings}>
          <Providers>
            {/* The page renders the header and <main> (src/site/PageFrame.tsx). */}
            {children}
            <Footer locale={locale} />
            <ContactPanelHost departments={departments} />
            <Notifications />
            <LoadingOverlay />
            <SiteLinks prefetchWhole={workaroundOn('prefetchWholePage')} />
            <HashScroll />
            <ScrollRestore />
            <DesktopEffects />
            <SessionBoot />
            <NewBuild buildId={currentBuildId()} />
            {measured ? <AnalyticsLazy pixelId={pixelId} analyticsId={analyticsId} /> : null}
          </Providers>
        </UiStringsProvider>
      </body>
    </html>
  )
}
