import type { CollectionConfig } from 'payload'

import { hiddenUnless } from '@/access'
import { editorialAccess, editorialVersions } from '@/collections/editorial'
import { pageBlocks } from '@/blocks'
import { seoField } from '@/fields/seo'
import { pageLivePreview } from '@/lib/preview/url'
import { pageSlugs } from '@/lib/routes'
import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'
import { translationFields } from '@/fields/translation'
import { withLanguageStatus } from '@/collections/languageStatus'

export const Pages: CollectionConfig = withLanguageStatus({
  slug: 'pages',
  labels: {
    singular: { uk: 'Сторінка', en: 'Page' },
    plural: { uk: 'Сторінки', en: 'Pages' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt', 'translation.enOutOfDate'],
    group: { uk: 'Контент', en: 'Content' },
    hidden: hiddenUnless('editor'),
    livePreview: pageLivePreview,
  },
  access: editorialAccess,
  versions: editorialVersions({ maxPerDoc: 50, schedulePublish: true }),
  hooks: {
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { uk: 'Назва', en: 'Title' },
    },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      label: { uk: 'Маршрут', en: 'Route' },
      options: pageSlugs.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'layout',
      type: 'blocks',
      localized: true,
      label: { uk: 'Секції', en: 'Sections' },
      blocks: pageBlocks,
    },
    seoField,
    ...translationFields(),
  ],
})
