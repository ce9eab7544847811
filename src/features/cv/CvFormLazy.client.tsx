'use client'

import { deferredForm } from '@/components/Form/deferredForm.client'

/** The CV form (/careers): rendered on the server; its code is fetched when the visitor starts to use it. */
export const CvFormLazy = deferredForm(() => import('./CvForm.client').then((module) => module.CvForm))
