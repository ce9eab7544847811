import { getTranslations } from 'next-intl/server'

import { BatteryIcon, ShieldIcon } from '@/components/Icons/Icons'
import { Section, SectionHeading } from '@/components/Section/Section'
import { getGrades } from '@/lib/data/index'
import type { GradesBlock } from '@/payload-types'
import type { BlockProps } from '../types'
import { VideoEmbed } from './VideoEmbed.client'

/** The grades from the CMS (SPEC §3 table): battery health, warranty and one video each. */
export async function Grades({ block, locale, heading }: BlockProps<GradesBlock>) {
  const [grades, t] = await Promise.all([getGrades(locale), getTranslations({ locale, namespace: 'grades' })])
  const Title = heading === 'h1' ? 'h2' : 'h3'
  return (
    <Section id={block.anchor} tone="tint">
      <SectionHeading as={heading} heading={block.heading} intro={block.intro} className="mb-10 md:mb-14" />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {grades.map((grade) => (
          <li
            key={grade.id}
            data-testid="grade"
            className="flex flex-col overflow-hidden rounded-3xl border border-line bg-bg"
          >
            {grade.videoId ? (
              <VideoEmbed
                videoId={grade.videoId}
                title={t('videoTitle', { grade: grade.title })}
                playLabel={t('playVideo', { grade: grade.title })}
                note={t('videoNote')}
                grade={grade.title}
              />
            ) : null}
            <div className="flex flex-1 flex-col p-6">
              <Title className="text-2xl font-extrabold tracking-tight">{grade.title}</Title>
              {grade.description ? <p className="mt-2 flex-1 text-muted">{grade.description}</p> : null}
              <dl className="mt-5 grid grid-cols-2 gap-3">
                <div className="rounded-2xl bg-surface p-3">
                  <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-muted">
                    <BatteryIcon className="size-4 text-primary" />
                    {t('battery')}
                  </dt>
                  <dd className="mt-1 text-lg font-bold">{t('batteryValue', { value: grade.minBatteryHealth })}</dd>
                </div>
                <div className="rounded-2xl bg-surface p-3">
                  <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-muted">
                    <ShieldIcon className="size-4 text-primary" />
                    {t('warranty')}
                  </dt>
                  <dd className="mt-1 text-lg font-bold">
                    {t(grade.warranty.unit === 'days' ? 'days' : 'months', { count: grade.warranty.value })}
                  </dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
