import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

/** Blog sections: all posts (paginated), last posts, more posts. */
export const PostsListBlock: Block = {
  slug: 'postsList',
  interfaceName: 'PostsListBlock',
  labels: { singular: { uk: 'Список дописів', en: 'Posts list' }, plural: { uk: 'Списки дописів', en: 'Posts lists' } },
  fields: [
    headingField,
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'all',
      label: { uk: 'Що показати', en: 'What to show' },
      options: [
        { label: { uk: 'Усі дописи (з пагінацією)', en: 'All posts (paginated)' }, value: 'all' },
        { label: { uk: 'Останні дописи', en: 'Last posts' }, value: 'latest' },
        { label: { uk: 'Більше дописів', en: 'More posts' }, value: 'more' },
      ],
    },
    { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 24, label: { uk: 'Кількість', en: 'How many' } },
    anchorField,
  ],
}
