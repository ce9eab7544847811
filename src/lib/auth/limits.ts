import crypto from 'node:crypto'
import { APIError, type CollectionConfig, type PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { getRateLimits, type LandingRateLimits, type LimitedAction } from '@/lib/landing/rateLimit'
import { clientIp, requestLocale } from '@/lib/landing/request'
import { message, type MessageKey } from '@/lib/validation/messages'

/**
 * Sign-in and password-reset limits per client address, counted in the same shared store as
 * the landing endpoints' (src/lib/landing/rateLimit.ts has the numbers). Payload's own lock
 * (maxLoginAttempts) counted failures per account from anywhere, so five wrong passwords every
 * ten minutes from a stranger kept the admin locked out indefinitely; here a stranger's
 * failures refuse only that stranger on that account, and only a failure count no single
 * address can reach (100 an hour) refuses the account for everyone, as the last line against a
 * distributed guess. Reset e-mails are capped per address (429) and per account, where the
 * cap is answered as a success so that it tells nothing about the account.
 *
 * Applied to REST calls (the admin's login form among them); the Local API is the server's
 * own code and is not counted.
 */

/** Refused for now: 429 with Retry-After, the message in the request's language. */
export class TooManyAttempts extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    // Payload logs errors by name (loggingLevels); a bundler renames classes.
    this.name = 'TooManyAttempts'
  }
}

/** The account's reset e-mails are capped: answered exactly as a sent one (`answerCappedResetAsSent`). */
export class ResetMailsCapped extends APIError {
  constructor() {
    super('Reset e-mails of this account are capped for now', 400, null, false)
    this.name = 'ResetMailsCapped'
  }
}

/** An account as a counter key: a digest, so the table of counters holds no e-mail address. */
export function accountKey(email: string): string {
  return crypto.createHash('sha256').update(email.toLowerCase().trim()).digest('hex').slice(0, 32)
}

function answerLocale(req: PayloadRequest): Locale {
  const language = req.i18n?.language
  return isLocale(language) ? language : requestLocale(req.headers)
}

async function refuseWhenOver(
  limits: LandingRateLimits,
  req: PayloadRequest,
  action: LimitedAction,
  key: string,
  messageKey: MessageKey,
): Promise<void> {
  const verdict = await limits.consume(action, key)
  if (verdict.allowed) return
  // Payload's error answer carries the request's response headers (routeError).
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(verdict.retryAfterSeconds))
  req.responseHeaders.set('Cache-Control', 'no-store')
  throw new TooManyAttempts(
    message(answerLocale(req), messageKey, { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }),
  )
}

const emailOf = (data: unknown): string | null => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() ? email : null
}

const fromOutside = (req: PayloadRequest) => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

type Hooks = NonNullable<CollectionConfig['hooks']>

/**
 * Before a login: the address's attempts, then this address on this account, then the
 * account's failures from everywhere. Each attempt counts as a failure until it succeeds.
 */
export const limitSignIn: NonNullable<Hooks['beforeOperation']>[number] = async ({ args, operation, req }) => {
  if (!fromOutside(req) || (operation !== 'login' && operation !== 'forgotPassword')) return args
  const limits = await getRateLimits(req.payload)
  const address = clientIp(req.headers)
  const email = emailOf((args as { data?: unknown }).data)
  if (operation === 'login') {
    await refuseWhenOver(limits, req, 'logins', address, 'loginRateLimited')
    if (!email) return args
    const account = accountKey(email)
    await refuseWhenOver(limits, req, 'loginFailures', `${address}:${account}`, 'loginRateLimited')
    await refuseWhenOver(limits, req, 'accountLoginFailures', account, 'loginRateLimited')
    return args
  }
  await refuseWhenOver(limits, req, 'resetRequests', address, 'resetRateLimited')
  if (email && !(await limits.consume('accountResetMails', accountKey(email))).allowed) throw new ResetMailsCapped()
  return args
}

/** A login that succeeded was no failure: this address starts afresh on this account. */
export const forgiveSignIn: NonNullable<Hooks['afterLogin']>[number] = async ({ req, user }) => {
  if (!fromOutside(req)) return user
  const email = (user as { email?: unknown }).email
  if (typeof email !== 'string') return user
  const account = accountKey(email)
  try {
    const limits = await getRateLimits(req.payload)
    await Promise.all([
      limits.forget('loginFailures', `${clientIp(req.headers)}:${account}`),
      limits.refund('accountLoginFailures', account),
    ])
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: '[auth] the sign-in counters could not be reset' })
  }
  return user
}

/** Forgot-password over the account's cap answers what a sent e-mail answers. */
export const answerCappedResetAsSent: NonNullable<Hooks['afterError']>[number] = ({ error, req }) => {
  if (!(error instanceof ResetMailsCapped)) return
  return { status: 200, response: { message: req.t('general:success') } as never }
}
