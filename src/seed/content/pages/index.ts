import type { Payload } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { eachLocale, inLocale } from '../../bilingual'
import type { MediaIds } from '../../media'
import { forEachConcurrently, upsert } from '../../write'
import { aboutUsPage } from './aboutUs'
import { b2bPage } from './b2b'
import { blogPage } from './blog'
import { careersPage } from './careers'
import { certificatesPage } from './certificates'
import { contactsPage } from './contacts'
import { devicesPage } from './devices'
import { guaranteePage } from './guarantee'
import { homePage } from './home'
import { processesPage } from './processes'
import { servicesPage } from './services'
import type { LayoutBlock, PageSeed } from './types'

/** One document per route of src/lib/routes.ts, in its order. */
export const pages: PageSeed[] = [
  homePage,
  b2bPage,
  devicesPage,
  aboutUsPage,
  contactsPage,
  servicesPage,
  guaranteePage,
  processesPage,
  certificatesPage,
  careersPage,
  blogPage,
]

export async function seedPages(payload: Payload, media: MediaIds): Promise<void> {
  await forEachConcurrently(pages, 3, async (page) => {
    const layout = page.layout(media)
    const localized = eachLocale((locale) => ({
      title: page.title[locale],
      // The whole layout is localized: each language gets its full list of blocks.
      layout: inLocale<LayoutBlock[]>(layout, locale),
      meta: {
        title: page.meta.title[locale],
        description: page.meta.description[locale],
        image: media[page.meta.image],
      },
      _status: 'published' as const,
    }))
    await upsert(payload, {
      collection: 'pages',
      where: { slug: { equals: page.slug } },
      ...localized,
      [defaultLocale]: { slug: page.slug, ...localized[defaultLocale] },
    })
  })
}
