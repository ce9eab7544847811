import { getTranslations } from 'next-intl/server'

import { ChevronDownIcon } from '@/components/Icons/Icons'
import { Section, SectionHeading } from '@/components/Section/Section'
import { CvFormLazy as CvForm } from '@/features/cv/CvFormLazy.client'
import { getVacancies } from '@/lib/data/index'
import type { VacanciesBlock } from '@/payload-types'
import type { BlockProps } from '../types'
import { ApplyButton } from './ApplyButton.client'

/** /careers: the open vacancies from the CMS and the application form that sends a CV. */
export async function Vacancies({ block, locale, heading }: BlockProps<VacanciesBlock>) {
  const [vacancies, t] = await Promise.all([getVacancies(locale), getTranslations({ locale, namespace: 'careers' })])
  const Title = heading === 'h1' ? 'h2' : 'h3'
  return (
    <Section id={block.anchor}>
      <SectionHeading as={heading} heading={block.heading} intro={block.intro} className="mb-10" />
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="space-y-4 lg:col-span-7">
          {vacancies.length ? (
            vacancies.map((vacancy, index) => (
              <details
                key={vacancy.id}
                open={index === 0}
                className="group rounded-3xl border border-line bg-surface open:border-primary/40"
                data-testid="vacancy"
              >
                {/* A summary holds phrasing content and headings only: the tags are a span. */}
                <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-start gap-x-4 rounded-3xl p-6">
                  <Title className="text-xl font-bold">{vacancy.title}</Title>
                  <ChevronDownIcon className="col-start-2 row-span-2 row-start-1 mt-1 size-5 shrink-0 text-primary transition-transform group-open:rotate-180" />
                  <span className="mt-2 flex flex-wrap gap-2 text-sm">
                    {[
                      vacancy.department,
                      vacancy.location,
                      vacancy.employmentType ? t(`employment.${vacancy.employmentType}`) : null,
                    ]
                      .filter(Boolean)
                      .map((text) => (
                        <span key={text} className="rounded-full bg-bg px-3 py-1 font-medium text-muted">
                          {text}
                        </span>
                      ))}
                  </span>
                </summary>
                <div className="px-6 pb-6">
                  {vacancy.description ? <p className="text-muted">{vacancy.description}</p> : null}
                  <div className="mt-5 grid gap-6 md:grid-cols-2">
                    {[
                      ['requirements', vacancy.requirements],
                      ['offers', vacancy.offers],
                    ].map(([key, list]) =>
                      Array.isArray(list) && list.length ? (
                        <div key={key as string}>
                          <p className="font-bold">{t(key as 'requirements' | 'offers')}</p>
                          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted marker:text-primary">
                            {list.map((entry) => (
                              <li key={entry.id ?? entry.text}>{entry.text}</li>
                            ))}
                          </ul>
                        </div>
                      ) : null,
                    )}
                  </div>
                  <ApplyButton vacancyId={String(vacancy.id)} label={t('apply')} />
                </div>
              </details>
            ))
          ) : (
            <p className="rounded-3xl border border-line bg-surface p-6 text-muted">{block.emptyText}</p>
          )}
        </div>
        <div id="apply" className="lg:col-span-5">
          <div className="rounded-3xl border border-line bg-bg p-6 shadow-xl shadow-black/5 md:p-8 lg:sticky lg:top-24">
            <h2 className="mb-6 text-2xl font-extrabold tracking-tight">{block.formHeading || t('formTitle')}</h2>
            <CvForm vacancies={vacancies.map((vacancy) => ({ id: String(vacancy.id), title: vacancy.title }))} />
          </div>
        </div>
      </div>
    </Section>
  )
}
