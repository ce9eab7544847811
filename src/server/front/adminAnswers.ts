import { adminCsp } from '@/server/csp'
import { adminOnlyHeaders } from '@/server/securityHeaders'
import type { Handler } from '@/workarounds/captureAnswer'

/** The admin: Payload's app, with its own policy and headers, never indexed. */
export function createAdminAnswers(next: Handler): Handler {
  const headers = Object.entries({
    'Content-Security-Policy': adminCsp(),
    ...adminOnlyHeaders,
    'X-Robots-Tag': 'noindex, nofollow',
  })
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    return next(req, res)
  }
}
