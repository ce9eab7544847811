import { httpRequest, nextIp, type HttpAnswer } from './http'

/**
 * The tests' one sign-in: `POST /api/users/login` over HTTP, as an integrator (or the admin's
 * login form) does, on a test server, an instance of the cluster, nginx or the e2e server. The
 * browser's sign-in through the login form is the e2e tests' own (tests/e2e/support/admin.ts).
 */
export type Account = { email: string; password: string }

/** What a signed-in user sends: the token (`Authorization: JWT …`) or the session cookie. */
export type Session = {
  token: string
  /** `payload-token=…`, for a Cookie header. */
  cookie: string
  /** `JWT …`, for an Authorization header. */
  authorization: string
  /** `{ Authorization: 'JWT …' }`, to spread into a request's headers. */
  headers: { Authorization: string }
}

export type SignInOptions = {
  /** The client address an instance believes (X-Forwarded-For; a fresh one by default). */
  ip?: string
  /** The loopback address to send from instead (through nginx, which sets X-Forwarded-For itself). */
  from?: string
  /** More headers (Accept-Language, Origin). */
  headers?: Record<string, string>
}

/** One sign-in attempt, whatever it answers: for the tests of a refused sign-in (a wrong password, a limit). */
export function attemptSignIn(baseUrl: string, account: Account, options: SignInOptions = {}): Promise<HttpAnswer> {
  return httpRequest(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.from ? {} : { 'X-Forwarded-For': options.ip ?? nextIp() }),
      ...(options.headers ?? {}),
    },
    body: JSON.stringify({ email: account.email, password: account.password }),
    from: options.from,
  })
}

/** The session a sign-in's answer opened; fails, naming whose and its answer, when it opened none. */
export function sessionOf(answer: HttpAnswer, who: string): Session {
  const token = (answer.json as { token?: string } | undefined)?.token
  if (answer.status !== 200 || !token)
    throw new Error(`sign-in of ${who}: ${answer.status} ${answer.text.slice(0, 300)}`)
  const cookie = ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.startsWith('payload-token='))
  if (!cookie) throw new Error(`sign-in of ${who} set no payload-token cookie`)
  return { token, cookie, authorization: `JWT ${token}`, headers: { Authorization: `JWT ${token}` } }
}

/** Signs `account` in on `baseUrl` (a fresh client address by default) and gives its session. */
export async function signIn(baseUrl: string, account: Account, options: SignInOptions = {}): Promise<Session> {
  return sessionOf(await attemptSignIn(baseUrl, account, options), `${account.email} at ${baseUrl}`)
}
