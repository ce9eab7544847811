import type { Block } from 'payload'

import { actionFields, anchorField, requiredHeadingField } from '@/fields'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: { uk: 'Заклик до дії', en: 'Call to action' },
    plural: { uk: 'Заклики до дії', en: 'Calls to action' },
  },
  fields: [
    requiredHeadingField,
    { name: 'text', type: 'textarea', label: { uk: 'Текст', en: 'Text' } },
    ...actionFields(),
    anchorField,
  ],
}
