import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, hasRole, hiddenUnless } from '@/access'
import { dataDir } from '@/lib/paths'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { uk: 'Медіафайл', en: 'Media file' },
    plural: { uk: 'Медіа', en: 'Media' },
  },
  admin: { group: { uk: 'Контент', en: 'Content' }, hidden: hiddenUnless('editor') },
  access: {
    read: anyone,
    create: hasRole('editor'),
    update: hasRole('editor'),
    delete: hasRole('editor'),
  },
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 768, height: undefined },
      { name: 'hero', width: 1600, height: undefined },
      // 1200×630: the size Open Graph and Twitter cards expect.
      { name: 'og', width: 1200, height: 630, position: 'centre', formatOptions: { format: 'jpeg', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      label: { uk: 'Альтернативний текст', en: 'Alt text' },
    },
  ],
}
