/** Headers on every response (ISSUE 6). HSTS only in production, where the site is on HTTPS. */
export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (production && (process.env.SERVER_URL ?? '').startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
