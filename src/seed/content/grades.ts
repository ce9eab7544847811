import type { Payload } from 'payload'

import type { Grade } from '@/payload-types'
import type { L } from '../bilingual'
import { upsert } from '../write'

type GradeRow = Pick<Grade, 'title' | 'minBatteryHealth' | 'warranty' | 'videoId'> & { description: L }

/** SPEC §3, the grade table of used smartphones, exactly; the video ids are placeholders. */
export const gradeTable: GradeRow[] = [
  {
    title: 'Like New',
    minBatteryHealth: 95,
    warranty: { value: 1, unit: 'months' },
    videoId: 'Lk7nQe2wV9a',
    description: {
      uk: 'Як новий: жодних слідів використання на корпусі й екрані, усі функції працюють бездоганно. Стан батареї — від 95%.',
      en: 'As good as new: no signs of use on the body or screen, every function works flawlessly. Battery health from 95%.',
    },
  },
  {
    title: 'A+',
    minBatteryHealth: 88,
    warranty: { value: 1, unit: 'months' },
    videoId: 'Ap4xR8mTq1c',
    description: {
      uk: 'Відмінний стан: можливі поодинокі мікроподряпини, помітні лише під світлом. Екран без дефектів, батарея — від 88%.',
      en: 'Excellent condition: a few micro-scratches may show only under direct light. Flawless screen, battery from 88%.',
    },
  },
  {
    title: 'A',
    minBatteryHealth: 85,
    warranty: { value: 1, unit: 'months' },
    videoId: 'Ag2kW5nYs7d',
    description: {
      uk: 'Дуже добрий стан: легкі сліди використання на рамці чи задній панелі, екран без подряпин. Батарея — від 85%.',
      en: 'Very good condition: light signs of use on the frame or back, no scratches on the screen. Battery from 85%.',
    },
  },
  {
    title: 'B+',
    minBatteryHealth: 85,
    warranty: { value: 1, unit: 'months' },
    videoId: 'Bp9tH3vLc6e',
    description: {
      uk: 'Добрий стан: помітні подряпини на корпусі й дрібні потертості на екрані, які не заважають користуванню. Батарея — від 85%.',
      en: 'Good condition: visible scratches on the body and light wear on the screen that does not get in the way. Battery from 85%.',
    },
  },
  {
    title: 'B',
    minBatteryHealth: 80,
    warranty: { value: 1, unit: 'months' },
    videoId: 'Bg6mJ1xPr4f',
    description: {
      uk: 'Задовільний стан: виразні сліди використання, можливі невеликі вм’ятини на рамці. Повністю справний, батарея — від 80%.',
      en: 'Fair condition: clear signs of use, possibly small dents on the frame. Fully working, battery from 80%.',
    },
  },
  {
    title: 'C',
    minBatteryHealth: 70,
    warranty: { value: 7, unit: 'days' },
    videoId: 'Cw3sF7kBn2g',
    description: {
      uk: 'Помітно зношений: глибокі подряпини, сколи чи вигорання екрана; функціональність перевірена. Батарея — від 70%.',
      en: 'Noticeably worn: deep scratches, chips or screen burn-in; functionality checked. Battery from 70%.',
    },
  },
]

export async function seedGrades(payload: Payload): Promise<void> {
  for (const [index, grade] of gradeTable.entries()) {
    const { description, ...fields } = grade
    await upsert(payload, {
      collection: 'grades',
      where: { title: { equals: grade.title } },
      uk: { ...fields, description: description.uk, order: index + 1 },
      en: { description: description.en },
    })
  }
}
