import type { Block } from 'payload'

import { anchorField } from '@/fields'

/** Fed by the latest reviews and posts, not by copy in the block. */
export const ReviewsNewsBlock: Block = {
  slug: 'reviewsNews',
  interfaceName: 'ReviewsNewsBlock',
  labels: {
    singular: { uk: 'Відгуки та новини', en: 'Reviews and news' },
    plural: { uk: 'Відгуки та новини', en: 'Reviews and news' },
  },
  fields: [
    { name: 'reviewsHeading', type: 'text', label: { uk: 'Заголовок відгуків', en: 'Reviews heading' } },
    { name: 'newsHeading', type: 'text', label: { uk: 'Заголовок новин', en: 'News heading' } },
    {
      name: 'reviewsCount',
      type: 'number',
      defaultValue: 4,
      min: 0,
      max: 12,
      label: { uk: 'Кількість відгуків', en: 'Number of reviews' },
    },
    {
      name: 'postsCount',
      type: 'number',
      defaultValue: 3,
      min: 0,
      max: 12,
      label: { uk: 'Кількість новин', en: 'Number of posts' },
    },
    anchorField,
  ],
}
