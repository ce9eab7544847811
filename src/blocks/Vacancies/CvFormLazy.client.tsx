'use client'

import dynamic from 'next/dynamic'

/** The CV form's code is a chunk of its own: only /careers downloads it. */
export const CvFormLazy = dynamic(() => import('./CvForm.client').then((module) => module.CvForm))
