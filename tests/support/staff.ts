import type { Payload } from 'payload'

import type { Role } from '@/access'
import { httpRequest, nextIp, type HttpAnswer, type HttpOptions } from './http'
import { ensureUser } from './payload'
import { signIn } from './signIn'

/**
 * Who calls the REST API in the role-table tests: nobody signed in, or a user of one staff
 * role, signed in through `POST /api/users/login` as an integrator would be (./signIn.ts).
 */
export type Actor = 'anonymous' | Role
export const actors: Actor[] = ['anonymous', 'admin', 'editor', 'hr', 'sales']
export const staffPassword = 'correct-horse-battery-9'

export type Staff = Record<Actor, { id: number | null; headers: Record<string, string> }>

/** One user per staff role (`<role>@<domain>`), each signed in. */
export async function signInStaff(payload: Payload, baseUrl: string, domain: string): Promise<Staff> {
  const staff = { anonymous: { id: null, headers: {} } } as Staff
  for (const role of ['admin', 'editor', 'hr', 'sales'] as Role[]) {
    const user = await ensureUser(payload, `${role}@${domain}`, [role], staffPassword)
    staff[role] = {
      id: user.id,
      headers: (await signIn(baseUrl, { email: user.email, password: staffPassword })).headers,
    }
  }
  return staff
}

/** A REST call as `actor`, from a fresh client address. */
export function restAs(
  staff: Staff,
  actor: Actor,
  baseUrl: string,
  path: string,
  options: HttpOptions = {},
): Promise<HttpAnswer> {
  return httpRequest(`${baseUrl}${path}`, {
    ...options,
    headers: { 'X-Forwarded-For': nextIp(), ...staff[actor].headers, ...(options.headers ?? {}) },
  })
}

export const jsonBody = (data: unknown): Pick<HttpOptions, 'headers' | 'body'> => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(data),
})
