/**
 * SPEC §3: the stored session (token and user in browser storage). Apart from the API client
 * (./client.ts), so that checking for a token at start-up costs no more code than this.
 */
export const storageKeys = { token: 'auth-token', user: 'user' } as const

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.token)
  } catch {
    return null
  }
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(storageKeys.token)
    window.localStorage.removeItem(storageKeys.user)
  } catch {
    // Storage can be unavailable (privacy mode); there is nothing to clear then.
  }
}
