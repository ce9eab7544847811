import type { Field } from 'payload'

/** Anchor id of a section, so menu entries such as /devices#used can point at it. */
export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  label: { uk: 'Якір (id секції)', en: 'Anchor (section id)' },
  admin: { description: { uk: 'Наприклад used, quality, new, tabs', en: 'For example used, quality, new, tabs' } },
}

/** A block's heading: the one definition every block config uses. */
export const headingField: Field = {
  name: 'heading',
  type: 'text',
  label: { uk: 'Заголовок', en: 'Heading' },
}

export const requiredHeadingField: Field = { ...headingField, required: true }

export const departmentKeys = [
  'sales',
  'purchase_new',
  'purchase_used',
  'marketing',
  'logistics',
  'inquiry',
  'freshStart',
  'serviceCenter',
  'exchange',
] as const
export type DepartmentKey = (typeof departmentKeys)[number]

/**
 * A button: either a link (a locale-less path such as /devices#used or /services?tab=soft)
 * or an action that opens the contact panel, optionally with a preset department.
 */
export function actionFields(prefix = ''): Field[] {
  const n = (name: string) => (prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name)
  return [
    { name: n('label'), type: 'text', label: { uk: 'Текст кнопки', en: 'Button label' } },
    {
      name: n('action'),
      type: 'select',
      defaultValue: 'link',
      label: { uk: 'Дія', en: 'Action' },
      options: [
        { label: { uk: 'Посилання', en: 'Link' }, value: 'link' },
        { label: { uk: 'Відкрити форму контакту', en: 'Open the contact form' }, value: 'contact' },
      ],
    },
    { name: n('href'), type: 'text', label: { uk: 'Адреса', en: 'Address' } },
    {
      name: n('department'),
      type: 'select',
      label: { uk: 'Відділ (для форми)', en: 'Department (for the form)' },
      options: departmentKeys.map((key) => ({ label: key, value: key })),
    },
  ]
}
