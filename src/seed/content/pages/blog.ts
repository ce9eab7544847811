import type { PageSeed } from './types'

export const blogPage: PageSeed = {
  slug: 'blog',
  title: { uk: 'Блог', en: 'Blog' },
  meta: {
    title: {
      uk: 'Блог Gadget Hub — експертно про вживану й нову техніку',
      en: 'Gadget Hub blog: expert insight on used and new devices',
    },
    description: {
      uk: 'Статті про грейдинг, діагностику M360, передпродажну підготовку, trade-in і гарантію — для тих, хто продає та закуповує електроніку.',
      en: 'Articles on grading, M360 diagnostics, pre-sale preparation, trade-in and warranty, for those who sell and buy electronics.',
    },
    image: 'blogHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'Блог', en: 'Blog' },
      heading: { uk: 'Експертно про техніку для бізнесу', en: 'Expert insight on devices for business' },
      text: {
        uk: 'Ділимося тим, що знаємо про перевірку, підготовку та продаж електроніки, — і новинами компанії.',
        en: 'We share what we know about testing, preparing and selling electronics, along with company news.',
      },
      image: media.blogHero,
    },
    {
      blockType: 'postsList',
      anchor: 'all',
      heading: { uk: 'Усі статті', en: 'All articles' },
      variant: 'all',
      limit: 6,
    },
    {
      blockType: 'postsList',
      anchor: 'latest',
      heading: { uk: 'Останні статті', en: 'Latest articles' },
      variant: 'latest',
      limit: 3,
    },
    {
      blockType: 'postsList',
      anchor: 'more',
      heading: { uk: 'Більше статей', en: 'More articles' },
      variant: 'more',
      limit: 3,
    },
  ],
}
