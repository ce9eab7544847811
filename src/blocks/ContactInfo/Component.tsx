import { getTranslations } from 'next-intl/server'

import { ContactFormLazy as ContactForm } from '@/features/contact/ContactFormLazy.client'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/Icons/Icons'
import { Section, SectionHeading } from '@/components/Section/Section'
import { getDepartments, getGlobal } from '@/lib/data/index'
import type { ContactInfoBlock } from '@/payload-types'
import type { BlockProps } from '../types'

/** /contacts: phone, e-mail, address and working hours from site settings, with the form beside them. */
export async function ContactInfo({ block, locale, heading }: BlockProps<ContactInfoBlock>) {
  const [settings, departments, t] = await Promise.all([
    getGlobal('site-settings', locale),
    getDepartments(locale),
    getTranslations({ locale, namespace: 'contacts' }),
  ])
  const contacts = settings.contacts
  const row = 'flex items-start gap-4 rounded-2xl border border-line bg-bg p-5'
  const icon = 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary'
  return (
    <Section id={block.anchor} tone="tint">
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <SectionHeading as={heading} heading={block.heading} intro={block.intro} />
          <ul className="mt-8 space-y-3">
            {contacts?.phone ? (
              <li className={row}>
                <span className={icon}>
                  <PhoneIcon className="size-5" />
                </span>
                <div>
                  <p className="text-sm text-muted">{t('phone')}</p>
                  <a
                    href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}
                    className="text-lg font-semibold hover:text-primary"
                  >
                    {contacts.phone}
                  </a>
                </div>
              </li>
            ) : null}
            {contacts?.email ? (
              <li className={row}>
                <span className={icon}>
                  <MailIcon className="size-5" />
                </span>
                <div>
                  <p className="text-sm text-muted">{t('email')}</p>
                  <a href={`mailto:${contacts.email}`} className="text-lg font-semibold break-all hover:text-primary">
                    {contacts.email}
                  </a>
                </div>
              </li>
            ) : null}
            {contacts?.address ? (
              <li className={row}>
                <span className={icon}>
                  <PinIcon className="size-5" />
                </span>
                <div>
                  <p className="text-sm text-muted">{t('address')}</p>
                  <p className="text-lg font-semibold">{contacts.address}</p>
                  {contacts.note ? <p className="mt-1 text-sm text-muted">{contacts.note}</p> : null}
                </div>
              </li>
            ) : null}
            {settings.workingHours?.length ? (
              <li className={row}>
                <span className={icon}>
                  <ClockIcon className="size-5" />
                </span>
                <div className="flex-1">
                  <p className="text-sm text-muted">{t('hours')}</p>
                  <dl className="mt-1 space-y-1">
                    {settings.workingHours.map((entry) => (
                      <div key={entry.id ?? entry.days} className="flex justify-between gap-4">
                        <dt className="font-semibold">{entry.days}</dt>
                        <dd className="text-muted">{entry.hours}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </li>
            ) : null}
          </ul>
        </div>
        <div className="rounded-3xl border border-line bg-bg p-6 shadow-xl shadow-black/5 md:p-9 lg:col-span-7">
          {block.formHeading ? (
            <h2 className="mb-6 text-2xl font-extrabold tracking-tight">{block.formHeading}</h2>
          ) : null}
          <ContactForm formId="contacts-page" departments={departments} />
        </div>
      </div>
    </Section>
  )
}
