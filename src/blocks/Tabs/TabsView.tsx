import { Action } from '@/components/Action/Action'
import { CheckIcon } from '@/components/Icons/Icons'
import { MediaImage } from '@/components/Media/MediaImage'
import type { Locale } from '@/i18n/locales'
import type { TabsBlock } from '@/payload-types'

export type Tab = NonNullable<TabsBlock['tabs']>[number]

/** One tab's content; rendered on the server for every tab, shown by the tab list. */
export function TabPanelContent({ tab, locale }: { tab: Tab; locale: Locale }) {
  const hasImage = Boolean(tab.image && typeof tab.image !== 'number')
  return (
    <div className={`grid gap-10 ${hasImage ? 'lg:grid-cols-2 lg:items-center' : ''}`}>
      <div>
        {tab.heading ? <h3 className="text-2xl font-extrabold tracking-tight md:text-3xl">{tab.heading}</h3> : null}
        {tab.text ? <p className="mt-4 text-lg text-muted">{tab.text}</p> : null}
        {tab.bullets?.length ? (
          <ul className={`mt-6 grid gap-3 ${hasImage ? '' : 'md:grid-cols-2'}`}>
            {tab.bullets.map((bullet) => (
              <li key={bullet.id ?? bullet.text} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
                  <CheckIcon className="size-3.5" strokeWidth={3} />
                </span>
                <span>{bullet.text}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-8">
          <Action
            data={{ label: tab.ctaLabel, action: tab.ctaAction, href: tab.ctaHref, department: tab.ctaDepartment }}
            locale={locale}
          />
        </div>
      </div>
      {hasImage ? (
        <MediaImage
          media={tab.image}
          size="card"
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="aspect-[4/3] w-full rounded-3xl object-cover"
        />
      ) : null}
    </div>
  )
}
