import { describe, expect, it } from 'vitest'

import { isLanguageSwitch, prefetchAllowed, routerTarget } from '@/components/Navigation/SiteLinks.client'

const here = { origin: 'https://gadgethub.example', pathname: '/devices', search: '' }
const anchor = (href: string, attributes: Record<string, string> = {}) =>
  ({
    href: new URL(href, `${here.origin}${here.pathname}`).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
  }) as unknown as HTMLAnchorElement

describe('SiteLinks: which links the router opens in place', () => {
  it('opens the site’s pages (with their query and fragment) through the router', () => {
    expect(routerTarget(anchor('/blog'), here)).toBe('/blog')
    expect(routerTarget(anchor('/en/services?tab=warranty#tabs'), here)).toBe('/en/services?tab=warranty#tabs')
    expect(routerTarget(anchor('/devices?x=1#new'), here)).toBe('/devices?x=1#new')
  })

  it('leaves to the browser: other sites, new tabs, downloads, the API, the admin, feeds and files, and another fragment of this page', () => {
    expect(routerTarget(anchor('https://example.org/'), here)).toBeNull()
    expect(routerTarget(anchor('/blog', { target: '_blank' }), here)).toBeNull()
    expect(routerTarget(anchor('/api/media/file/cv.pdf', { download: '' }), here)).toBeNull()
    for (const path of ['/api/me', '/admin', '/admin/collections/posts', '/feed/uk.xml', '/sitemap.xml'])
      expect(routerTarget(anchor(path), here)).toBeNull()
    expect(routerTarget(anchor('#quality'), here)).toBeNull()
  })

  it('never prefetches the language switcher’s links (the old language’s cookie would redirect them back)', () => {
    expect(isLanguageSwitch({ hreflang: 'uk' }, 'en')).toBe(true)
    expect(isLanguageSwitch({ hreflang: 'en' }, 'uk')).toBe(true)
    expect(isLanguageSwitch({ hreflang: 'en' }, 'en')).toBe(false)
    expect(isLanguageSwitch({ hreflang: '' }, 'uk')).toBe(false)
  })

  it('prefetches nothing on Save-Data or a 2G-class connection (SPEC §4)', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
  })
})
