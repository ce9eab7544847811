import type { ServerProps } from 'payload'

import { userHasRole } from '@/access'
import { erasureText } from './messages'

/** After the nav's collections: the erasure view, for admins only (others never see the link). */
export function ErasureNavLink({ user, payload, i18n }: ServerProps) {
  if (!payload || !userHasRole(user as Parameters<typeof userHasRole>[0], 'admin')) return null
  return (
    <a className="nav__link" id="nav-erasure" href={`${payload.config.routes.admin}/erasure`}>
      <span className="nav__link-label">{erasureText(i18n?.language, 'nav')}</span>
    </a>
  )
}
