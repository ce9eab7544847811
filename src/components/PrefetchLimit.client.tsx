'use client'

import { installPrefetchLimit } from '@/lib/prefetch/limit'

// At module evaluation, before the router's first prefetch (src/lib/prefetch/limit.ts).
if (typeof window !== 'undefined') installPrefetchLimit(window)

export function PrefetchLimit() {
  return null
}
