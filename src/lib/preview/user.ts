import 'server-only'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { userHasRole } from '@/access'
import { getPayload } from '@/lib/payload'
import type { User } from '@/payload-types'

/**
 * The editor looking at a draft through live preview, or null. Draft mode alone is not enough:
 * drafts are read with this user's access (overrideAccess: false), so only a signed-in editor
 * ever sees unpublished content. Outside draft mode this reads nothing from the request, so
 * public pages stay static and cached.
 */
export const getPreviewUser = cache(async (): Promise<(User & { collection: 'users' }) | null> => {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || user.collection !== 'users' || !userHasRole(user, 'editor')) return null
  return user as User & { collection: 'users' }
})
