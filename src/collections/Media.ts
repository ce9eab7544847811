import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, hasRole, hiddenUnless } from '@/access'
import { dataDir } from '@/lib/paths'
import { ownFileRoute } from '@/lib/storage/plugin'
import { uploadFolders } from '@/lib/storage/settings'

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
    // Local mode only: with S3 settings the storage plugin keeps the files in the bucket (src/lib/storage).
    staticDir: path.join(dataDir(), uploadFolders.media),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 768, height: undefined },
      { name: 'hero', width: 1600, height: undefined },
      // 1200×630: the size Open Graph and Twitter cards expect.
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 82 } },
      },
    ],
    adminThumbnail: 'thumbnail',
    skipSafeFetch: ownFileRoute('media'),
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
