import type { CollectionConfig } from 'payload'

import { hiddenUnless } from '@/access'
import { editorialAccess, editorialVersions } from '@/collections/editorial'
import { seoField } from '@/fields/seo'
import { postLivePreview } from '@/lib/preview/url'
import { slugify } from '@/lib/slugify'
import { hasEnglishField } from './hasEnglish'
import { revalidatePost, revalidatePostDelete } from './hooks/revalidatePost'
import { translationFields } from '@/fields/translation'
import { withLanguageStatus } from '@/collections/languageStatus'

export const Posts: CollectionConfig = withLanguageStatus({
  slug: 'posts',
  labels: {
    singular: { uk: 'Допис', en: 'Post' },
    plural: { uk: 'Дописи блогу', en: 'Blog posts' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'hasEnglish', 'publishedAt', '_status', 'updatedAt', 'translation.enOutOfDate'],
    group: { uk: 'Контент', en: 'Content' },
    hidden: hiddenUnless('editor'),
    livePreview: postLivePreview,
    components: {
      // "Which posts still need an English version" is one click away.
      beforeListTable: [
        {
          path: '@/admin/ListTools/ListTools#ListTools',
          serverProps: { filters: ['hasEnglish', '_status', 'languageStatusUk', 'languageStatusEn'] },
        },
      ],
    },
  },
  defaultSort: '-publishedAt',
  access: editorialAccess,
  versions: editorialVersions({ maxPerDoc: 50, schedulePublish: true }),
  hooks: {
    afterChange: [revalidatePost],
    afterDelete: [revalidatePostDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { uk: 'Заголовок', en: 'Title' } },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      index: true,
      label: { uk: 'Адреса (slug)', en: 'Address (slug)' },
      admin: { position: 'sidebar', description: { uk: 'Порожнє — з заголовка', en: 'Empty: made from the title' } },
      hooks: {
        beforeValidate: [
          ({ value, siblingData }) => {
            const source = typeof value === 'string' && value.trim() ? value : siblingData?.title
            return typeof source === 'string' && source.trim() ? slugify(source) : value
          },
        ],
      },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      maxLength: 400,
      label: { uk: 'Короткий опис', en: 'Excerpt' },
    },
    { name: 'cover', type: 'upload', relationTo: 'media', label: { uk: 'Обкладинка', en: 'Cover image' } },
    { name: 'content', type: 'richText', localized: true, label: { uk: 'Текст', en: 'Content' } },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: { uk: 'Дата публікації', en: 'Published on' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) =>
            !value && siblingData?._status === 'published' ? new Date().toISOString() : value,
        ],
      },
    },
    {
      name: 'author',
      type: 'text',
      localized: true,
      label: { uk: 'Автор', en: 'Author' },
      admin: { position: 'sidebar' },
    },
    hasEnglishField,
    seoField,
    ...translationFields(),
  ],
})
