import { getTranslations } from 'next-intl/server'

import { OpenContactButton } from '@/components/ContactPanel/OpenContactButton.client'
import { MailIcon, PhoneIcon, SocialIcons } from '@/components/Icons/Icons'
import { hrefFor, localizedPath, type Locale } from '@/i18n/locales'
import { getGlobal } from '@/lib/data/index'
import { Logo } from '../Header/Logo'
import { Lettering } from './Lettering.client'

/** SPEC §2 footer: link groups, contact-panel links with a locked department, four social links, the lettering. */
export async function Footer({ locale }: { locale: Locale }) {
  const [footer, settings, t, nav] = await Promise.all([
    getGlobal('footer', locale),
    getGlobal('site-settings', locale),
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const siteName = settings.siteName || ''
  const contacts = settings.contacts
  return (
    <footer className="mt-auto bg-[#04120e] text-emerald-50 [--primary:#34d399] [--on-primary:#022c22]">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <a
            href={localizedPath(locale, '/')}
            aria-label={nav('logo', { name: siteName })}
            className="inline-flex rounded-lg"
          >
            <Logo name={siteName} />
          </a>
          {settings.tagline ? <p className="mt-4 max-w-xs text-emerald-100/75">{settings.tagline}</p> : null}
          <ul className="mt-6 space-y-2 text-emerald-50/90">
            {contacts?.phone ? (
              <li>
                <a
                  href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex items-center gap-2 hover:text-emerald-300"
                >
                  <PhoneIcon className="size-4" />
                  {contacts.phone}
                </a>
              </li>
            ) : null}
            {contacts?.email ? (
              <li>
                <a href={`mailto:${contacts.email}`} className="inline-flex items-center gap-2 hover:text-emerald-300">
                  <MailIcon className="size-4" />
                  {contacts.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <nav
          aria-label={t('footerNav')}
          className="grid gap-8 sm:grid-cols-2 md:order-last md:col-span-2 lg:order-none lg:col-span-5"
        >
          {(footer.groups ?? []).map((group) => (
            <div key={group.id ?? group.title}>
              <h2 className="text-sm font-bold uppercase tracking-wider text-emerald-300">{group.title}</h2>
              <ul className="mt-4 space-y-2.5">
                {(group.links ?? []).map((link) => (
                  <li key={link.id ?? link.href}>
                    <a
                      href={hrefFor(locale, link.href)}
                      className="text-emerald-50/85 hover:text-white hover:underline"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="lg:col-span-3">
          {footer.contactLinks?.length ? (
            <>
              <h2 className="text-sm font-bold uppercase tracking-wider text-emerald-300">{t('contactTitle')}</h2>
              <ul className="mt-4 space-y-2.5">
                {footer.contactLinks.map((link) => (
                  <li key={link.id ?? link.department}>
                    <OpenContactButton
                      department={link.department}
                      testId="footer-contact"
                      className="text-left text-emerald-50/85 underline-offset-4 hover:text-white hover:underline"
                    >
                      {link.label}
                    </OpenContactButton>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {footer.social?.length ? (
            <>
              <h2 className="mt-8 text-sm font-bold uppercase tracking-wider text-emerald-300">{t('socialTitle')}</h2>
              <ul className="mt-4 flex flex-wrap gap-3">
                {footer.social.map((item) => {
                  const Icon = SocialIcons[item.network]
                  return (
                    <li key={item.id ?? item.network}>
                      <a
                        href={item.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={item.label}
                        title={item.label}
                        className="flex size-11 items-center justify-center rounded-full border border-emerald-50/20 hover:border-emerald-300 hover:bg-emerald-300 hover:text-[#04120e]"
                      >
                        <Icon className="size-5" />
                      </a>
                    </li>
                  )
                })}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      {footer.lettering ? (
        <div className="container-page pb-4">
          <Lettering text={footer.lettering} />
        </div>
      ) : null}
      <div className="border-t border-emerald-50/10">
        <p className="container-page py-6 text-sm text-emerald-100/70">
          {/* The CMS line is the whole notice; without one, a default in the UI language. */}
          {footer.copyright || `© ${new Date().getFullYear()} ${siteName}. ${t('rights')}`}
        </p>
      </div>
    </footer>
  )
}
