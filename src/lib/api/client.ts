/**
 * The one fetch wrapper of the browser side (SPEC §7): every call goes to the API base from
 * public configuration, sends JSON by default and `Authorization: Bearer <token>` when a token
 * is stored; any 401 sends the user to the login route while the error still reaches the caller.
 */
import { readToken } from './session'

export { clearSession, readToken, storageKeys } from './session'

export const apiBase = (): string => process.env.NEXT_PUBLIC_API_URL || '/api'

export const loginPath = '/admin/login'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`API answered ${status}`)
    this.name = 'ApiError'
  }
}

function sendToLogin(): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the admin's login is Payload's page, outside this app's router
  if (!window.location.pathname.startsWith(loginPath)) window.location.assign(loginPath)
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  const token = readToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json')
  }
  const response = await fetch(`${apiBase()}${path}`, { ...init, headers })
  const data: unknown = await response.json().catch(() => null)
  if (response.status === 401) sendToLogin()
  if (!response.ok) throw new ApiError(response.status, data)
  return data as T
}
