import { Section, SectionHeading } from '@/components/Section/Section'
import type { TabsBlock } from '@/payload-types'
import type { BlockProps } from '../types'
import { ServiceTabs } from './ServiceTabs.client'
import { TabPanelContent } from './TabsView'

/**
 * The service tabs of /services. The page stays cacheable: the server renders the first tab
 * selected, and the browser applies `?tab=` (ServiceTabs).
 */
export function Tabs({ block, locale, heading }: BlockProps<TabsBlock>) {
  const tabs = block.tabs ?? []
  if (!tabs.length) return null
  const panels = tabs.map((tab) => <TabPanelContent key={tab.key} tab={tab} locale={locale} />)
  const list = tabs.map((tab) => ({ key: tab.key, label: tab.label }))
  return (
    <Section id={block.anchor || 'tabs'}>
      <SectionHeading as={heading} heading={block.heading} className="mb-8 md:mb-10" />
      <ServiceTabs tabs={list} panels={panels} />
    </Section>
  )
}
