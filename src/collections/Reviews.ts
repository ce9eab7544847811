import type { CollectionConfig } from 'payload'

import { hiddenUnless } from '@/access'
import { revalidateTagHooks } from '@/lib/cache/collectionHooks'
import { tags } from '@/lib/cache/tags'
import { editorialAccess, editorialVersions } from './editorial'
import { translationFields } from '@/fields/translation'
import { withLanguageStatus } from '@/collections/languageStatus'

export const Reviews: CollectionConfig = withLanguageStatus({
  slug: 'reviews',
  labels: { singular: { uk: 'Відгук', en: 'Review' }, plural: { uk: 'Відгуки', en: 'Reviews' } },
  admin: {
    useAsTitle: 'author',
    defaultColumns: ['author', 'company', 'order', '_status', 'translation.enOutOfDate'],
    group: { uk: 'Контент', en: 'Content' },
    hidden: hiddenUnless('editor'),
  },
  defaultSort: 'order',
  access: editorialAccess,
  versions: editorialVersions({ maxPerDoc: 20 }),
  hooks: revalidateTagHooks(tags.reviews),
  fields: [
    { name: 'author', type: 'text', required: true, localized: true, label: { uk: 'Автор', en: 'Author' } },
    { name: 'company', type: 'text', localized: true, label: { uk: 'Компанія', en: 'Company' } },
    { name: 'role', type: 'text', localized: true, label: { uk: 'Посада', en: 'Role' } },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      localized: true,
      label: { uk: 'Текст відгуку', en: 'Review text' },
    },
    { name: 'logo', type: 'upload', relationTo: 'media', label: { uk: 'Логотип', en: 'Logo' } },
    { name: 'photo', type: 'upload', relationTo: 'media', label: { uk: 'Фото', en: 'Photo' } },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: { uk: 'Порядок', en: 'Order' },
      admin: { position: 'sidebar' },
    },
    ...translationFields(),
  ],
})
