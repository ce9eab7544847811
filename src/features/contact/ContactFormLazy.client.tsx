'use client'

import { deferredForm } from '@/components/Form/deferredForm.client'

/**
 * The contact form where a page shows it inline (/contacts): rendered on the server as usual;
 * its code is fetched when the visitor starts to use it (see deferredForm).
 */
export const ContactFormLazy = deferredForm(() => import('./ContactForm.client').then((module) => module.ContactForm))
