import type { Payload } from 'payload'

import type { Footer, Header, SiteSetting } from '@/payload-types'
import { defaultLocale } from '@/i18n/locales'
import { eachLocale, inLocale, type Bi } from '../bilingual'
import { upsertGlobal } from '../write'
import { company } from './company'

type Data<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt'>

/** SPEC §2, the header menu; Careers is listed only in Ukrainian. */
const header: Bi<Data<Header>> = {
  nav: [
    {
      label: { uk: 'Пристрої', en: 'Devices' },
      href: '/devices',
      children: [
        {
          label: { uk: 'USED гаджети', en: 'USED gadgets' },
          description: { uk: 'Вживані пристрої з перевіреним грейдом', en: 'Used devices with a verified grade' },
          href: '/devices#used',
        },
        {
          label: { uk: 'Стандарт якості USED', en: 'USED quality standard' },
          description: { uk: 'Шість грейдів і гарантія на кожен', en: 'Six grades and a warranty for each' },
          href: '/devices#quality',
        },
        {
          label: { uk: 'BRAND NEW гаджети', en: 'BRAND NEW gadgets' },
          description: { uk: 'Нова техніка з гарантією 12 місяців', en: 'New devices with a 12-month warranty' },
          href: '/devices#new',
        },
      ],
    },
    {
      label: { uk: 'Послуги', en: 'Services' },
      href: '/services',
      children: [
        {
          label: { uk: 'Програма M360', en: 'M360 software' },
          description: { uk: 'До 15 пристроїв на одну перевірку', en: 'Up to 15 devices in one test run' },
          href: '/services?tab=soft#tabs',
        },
        {
          label: { uk: 'Передпродажна підготовка', en: 'Pre-sale preparation' },
          description: { uk: 'Fresh Start і сервіс за 31 параметром', en: 'Fresh Start and Service, 31 parameters' },
          href: '/services?tab=pre-sale#tabs',
        },
        {
          label: { uk: 'Trade-in і викуп', en: 'Trade-in and buyout' },
          description: { uk: 'Обмін, викуп і зворотний викуп техніки', en: 'Trade-in, buyout and buy-back of devices' },
          href: '/services?tab=exchange#tabs',
        },
        {
          label: { uk: 'Гарантія NO PANIC', en: 'NO PANIC warranty' },
          description: {
            uk: 'Розширена гарантія на 3, 6 або 12 місяців',
            en: 'Extended warranty for 3, 6 or 12 months',
          },
          href: '/services?tab=warranty#tabs',
        },
        {
          label: { uk: 'Сервісний центр', en: 'Service center' },
          description: {
            uk: 'Ремонт смартфонів, планшетів і ноутбуків',
            en: 'Repairs of smartphones, tablets and laptops',
          },
          href: '/services?tab=service-center#tabs',
        },
      ],
    },
    { label: { uk: 'B2B', en: 'B2B' }, href: '/b2b' },
    { label: { uk: 'Кар’єра', en: 'Careers' }, href: '/careers', locales: [defaultLocale] },
    { label: { uk: 'Блог', en: 'Blog' }, href: '/blog' },
  ],
  contactLabel: { uk: 'Зв’язатися', en: 'Contact us' },
}

const footer: Bi<Data<Footer>> = {
  groups: [
    {
      title: { uk: 'Компанія', en: 'Company' },
      links: [
        { label: { uk: 'Про нас', en: 'About us' }, href: '/about-us' },
        { label: { uk: 'Команда', en: 'Team' }, href: '/about-us#team' },
        { label: { uk: 'Сертифікати', en: 'Certificates' }, href: '/certificates' },
        { label: { uk: 'Контакти', en: 'Contacts' }, href: '/contacts' },
      ],
    },
    {
      title: { uk: 'Корисне', en: 'Resources' },
      links: [
        { label: { uk: 'Відгуки', en: 'Reviews' }, href: '/#reviews' },
        { label: { uk: 'Експертний контент', en: 'Expert content' }, href: '/blog' },
        { label: { uk: 'Процеси', en: 'Processes' }, href: '/processes' },
        { label: { uk: 'Гарантії', en: 'Warranties' }, href: '/guarantee' },
        { label: { uk: 'Блог', en: 'Blog' }, href: '/blog' },
      ],
    },
  ],
  contactLinks: [
    { label: { uk: 'Написати у відділ продажу', en: 'Write to the sales team' }, department: 'sales' },
    { label: { uk: 'Запропонувати BRAND NEW', en: 'Offer BRAND NEW stock' }, department: 'purchase_new' },
    { label: { uk: 'Запропонувати USED', en: 'Offer USED stock' }, department: 'purchase_used' },
    { label: { uk: 'Просто запитати', en: 'Just ask' }, department: 'inquiry' },
  ],
  social: [
    {
      network: 'instagram',
      label: { uk: 'Instagram — фото й відео', en: 'Instagram: photos and videos' },
      url: 'https://www.instagram.com/gadgethub.b2b',
    },
    {
      network: 'youtube',
      label: { uk: 'YouTube — відео', en: 'YouTube: videos' },
      url: 'https://www.youtube.com/@gadgethub-b2b',
    },
    {
      network: 'linkedin',
      label: { uk: 'LinkedIn — професійна мережа', en: 'LinkedIn: professional network' },
      url: 'https://www.linkedin.com/company/gadgethub-b2b',
    },
    {
      network: 'telegram',
      label: { uk: 'Telegram — месенджер', en: 'Telegram: messenger' },
      url: 'https://t.me/gadgethub_b2b',
    },
  ],
  lettering: 'GADGET HUB',
  copyright: {
    uk: `© ${company.since}–${new Date().getFullYear()} Gadget Hub. Усі права захищені.`,
    en: `© ${company.since}–${new Date().getFullYear()} Gadget Hub. All rights reserved.`,
  },
}

const siteSettings: Bi<Data<SiteSetting>> = {
  siteName: { uk: 'Gadget Hub B2B', en: 'Gadget Hub B2B' },
  tagline: {
    uk: 'Вживана й нова електроніка для бізнесу з гарантією та сервісом',
    en: 'Used and new electronics for business, with warranty and service',
  },
  facts: { since: company.since, teamSize: company.team, departments: company.departments },
  workingHours: [
    { days: { uk: 'Пн–Пт', en: 'Mon–Fri' }, hours: '09:00–18:00' },
    { days: { uk: 'Сб', en: 'Sat' }, hours: '09:00–13:00' },
  ],
  contacts: {
    phone: company.phone,
    email: company.email,
    address: company.address,
    note: {
      uk: 'Менеджери на зв’язку 24/7 — пишіть у будь-який час.',
      en: 'Our managers are reachable 24/7: write at any time.',
    },
  },
  analytics: { pixelId: '', analyticsId: '' },
}

export async function seedGlobals(payload: Payload): Promise<void> {
  const both = <T>(value: Bi<T>) => eachLocale((locale) => inLocale<T>(value, locale) as Record<string, unknown>)
  await upsertGlobal(payload, 'header', both<Data<Header>>(header))
  await upsertGlobal(payload, 'footer', both<Data<Footer>>(footer))
  await upsertGlobal(payload, 'site-settings', both<Data<SiteSetting>>(siteSettings))
}
