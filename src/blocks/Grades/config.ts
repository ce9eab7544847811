import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

/** Renders the grades collection (the SPEC §3 table) with one click-to-load video per grade. */
export const GradesBlock: Block = {
  slug: 'grades',
  interfaceName: 'GradesBlock',
  labels: { singular: { uk: 'Грейди', en: 'Grades' }, plural: { uk: 'Грейди', en: 'Grades' } },
  fields: [headingField, { name: 'intro', type: 'textarea', label: { uk: 'Вступ', en: 'Intro' } }, anchorField],
}
