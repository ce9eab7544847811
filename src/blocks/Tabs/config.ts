import type { Block } from 'payload'

import { actionFields, anchorField, headingField } from '@/fields'

/** The service tabs of /services, selected by ?tab=… */
export const serviceTabKeys = ['soft', 'pre-sale', 'exchange', 'warranty', 'service-center'] as const
export type ServiceTabKey = (typeof serviceTabKeys)[number]

export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: { uk: 'Вкладки', en: 'Tabs' }, plural: { uk: 'Вкладки', en: 'Tabs' } },
  fields: [
    headingField,
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      labels: { singular: { uk: 'Вкладка', en: 'Tab' }, plural: { uk: 'Вкладки', en: 'Tabs' } },
      fields: [
        {
          name: 'key',
          type: 'select',
          required: true,
          label: { uk: 'Ключ у адресі (?tab=)', en: 'Key in the address (?tab=)' },
          options: serviceTabKeys.map((value) => ({ label: value, value })),
        },
        { name: 'label', type: 'text', required: true, label: { uk: 'Назва вкладки', en: 'Tab label' } },
        headingField,
        { name: 'text', type: 'textarea', label: { uk: 'Текст', en: 'Text' } },
        {
          name: 'bullets',
          type: 'array',
          labels: { singular: { uk: 'Пункт', en: 'Bullet' }, plural: { uk: 'Пункти', en: 'Bullets' } },
          fields: [{ name: 'text', type: 'text', required: true, label: { uk: 'Текст', en: 'Text' } }],
        },
        { name: 'image', type: 'upload', relationTo: 'media', label: { uk: 'Зображення', en: 'Image' } },
        ...actionFields('cta'),
      ],
    },
    anchorField,
  ],
}
