import type { Field } from 'payload'

export const seoField: Field = {
  name: 'meta',
  type: 'group',
  label: { uk: 'SEO', en: 'SEO' },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 70,
      label: { uk: 'Заголовок для пошуку', en: 'Search title' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 200,
      label: { uk: 'Опис для пошуку', en: 'Search description' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { uk: 'Зображення для соцмереж', en: 'Social image' },
    },
  ],
}
