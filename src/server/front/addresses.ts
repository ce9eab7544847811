import type { IncomingMessage } from 'node:http'

/** Which part of the front layer answers an address, and the methods each part takes. */

export const readOnlyMethods = ['GET', 'HEAD']
// POST: Next's server actions are posted to the page's own address.
export const pageMethods = ['GET', 'HEAD', 'POST']

/** The admin (`/admin`, `/admin/…`): Payload's app. */
export const isAdminAddress = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/** Next's optimised pictures and build files. */
export const isNextAssetAddress = (pathname: string) =>
  pathname === '/_next/image' || pathname.startsWith('/_next/static/')

/** An address in the locale tree (what Next's proxy handles): not the API, not a file. */
export function isPageAddress(pathname: string): boolean {
  return !(pathname === '/api' || pathname.startsWith('/api/') || pathname.includes('.'))
}

/** A GET or HEAD of the document itself: client navigations, prefetches and server actions are Next's own protocol. */
export function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  return !(req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action'])
}
