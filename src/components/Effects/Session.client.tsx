'use client'

import useSWR from 'swr'

import { apiFetch, clearSession, storageKeys } from '@/lib/api/client'

type Me = { data?: unknown }

/** SPEC §4/§7: at start GET {API}/me; store the user under `user`; on failure remove user and token. */
export default function Session() {
  useSWR<Me>('/me', (path: string) => apiFetch<Me>(path), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onSuccess: (me) => {
      if (me?.data) window.localStorage.setItem(storageKeys.user, JSON.stringify(me.data))
      else clearSession()
    },
    onError: () => clearSession(),
  })
  return null
}
