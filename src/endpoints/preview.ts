import type { Endpoint, PayloadRequest } from 'payload'

import { adminText } from '@/i18n/adminMessages'
import { userHasRole } from '@/access'
import { noStore } from '@/lib/landing/request'

/** A same-site public page path (no scheme, host, admin or API): nothing to redirect elsewhere. */
export function safePreviewPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 512) return null
  const base = 'http://preview.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base || /^\/(admin|api|_next)(\/|$)/.test(url.pathname)) return null
  return `${url.pathname}${url.search}`
}

function redirectTo(path: string): Response {
  return new Response(null, { status: 307, headers: { Location: path, ...noStore } })
}

function error(req: PayloadRequest, status: number, key: 'badPath' | 'forbidden' | 'unauthorized'): Response {
  return Response.json({ error: adminText(req.i18n?.language, key) }, { status, headers: noStore })
}

/**
 * GET /api/preview?path=/en/blog/slug: the live-preview frame's entry. Turns on Next's draft
 * mode for a signed-in editor and opens the public page, which then renders the draft.
 */
export const previewEndpoint: Endpoint = {
  path: '/preview',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return error(req, 401, 'unauthorized')
    if (!userHasRole(req.user, 'editor')) return error(req, 403, 'forbidden')
    const path = safePreviewPath(req.searchParams.get('path'))
    if (!path) return error(req, 400, 'badPath')
    const { draftMode } = await import('next/headers')
    ;(await draftMode()).enable()
    return redirectTo(path)
  },
}

/** GET /api/preview/exit?path=/…: back to the published site (anyone may leave draft mode). */
export const exitPreviewEndpoint: Endpoint = {
  path: '/preview/exit',
  method: 'get',
  handler: async (req) => {
    const path = safePreviewPath(req.searchParams.get('path')) ?? '/'
    const { draftMode } = await import('next/headers')
    ;(await draftMode()).disable()
    return redirectTo(path)
  },
}
