'use client'

import dynamic from 'next/dynamic'

/**
 * The contact form where a page shows it inline (/contacts): rendered on the server as usual,
 * but its code is a chunk of its own, so pages without the form never download it.
 */
export const ContactFormLazy = dynamic(() => import('./ContactForm.client').then((module) => module.ContactForm))
