'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { readToken } from '@/lib/api/client'

// SWR and the `me` call are fetched only for someone who has a stored token.
const Session = dynamic(() => import('./Session.client'), { ssr: false })

export function SessionBoot() {
  const [hasToken, setHasToken] = useState(false)
  useEffect(() => setHasToken(Boolean(readToken())), [])
  return hasToken ? <Session /> : null
}
