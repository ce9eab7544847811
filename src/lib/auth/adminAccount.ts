import crypto from 'node:crypto'

/** The first admin's sign-in: ADMIN_EMAIL / ADMIN_PASSWORD, or admin@example.com with a generated password. */
export type AdminAccount = { email: string; password: string; generated: boolean }

export function adminAccountFromEnv(): AdminAccount {
  const email = (process.env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase()
  const generated = !process.env.ADMIN_PASSWORD
  return { email, password: process.env.ADMIN_PASSWORD || crypto.randomBytes(12).toString('base64url'), generated }
}

/** Printed once, on the console (not the logger), so it reads as one clear line. */
export function announceAdmin(account: AdminAccount): void {
  if (account.generated) {
    console.log(
      `[seed] admin account created: ${account.email} / password ${account.password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
    )
  } else {
    console.log(`[seed] admin account created: ${account.email} (password from ADMIN_PASSWORD)`)
  }
}
