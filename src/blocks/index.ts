import type { Block } from 'payload'

import { CallToActionBlock } from './CallToAction/config'
import { CardsGridBlock } from './CardsGrid/config'
import { ContactInfoBlock } from './ContactInfo/config'
import { DeviceCarouselBlock } from './DeviceCarousel/config'
import { FactsBlock } from './Facts/config'
import { FaqBlock } from './Faq/config'
import { GradesBlock } from './Grades/config'
import { HeroBlock } from './Hero/config'
import { MarqueeBlock } from './Marquee/config'
import { PartnersBlock } from './Partners/config'
import { PostsListBlock } from './PostsList/config'
import { ReviewsNewsBlock } from './ReviewsNews/config'
import { RichTextBlock } from './RichText/config'
import { StepsBlock } from './Steps/config'
import { TabsBlock } from './Tabs/config'
import { TextSectionBlock } from './TextSection/config'
import { VacanciesBlock } from './Vacancies/config'

export const pageBlocks: Block[] = [
  HeroBlock,
  FactsBlock,
  TextSectionBlock,
  CardsGridBlock,
  PartnersBlock,
  MarqueeBlock,
  TabsBlock,
  GradesBlock,
  DeviceCarouselBlock,
  StepsBlock,
  CallToActionBlock,
  RichTextBlock,
  FaqBlock,
  ReviewsNewsBlock,
  PostsListBlock,
  VacanciesBlock,
  ContactInfoBlock,
]
