/**
 * The site's start-up advisory lock key (any 64-bit number no other program uses): servers
 * starting together take it around migrate + seed (src/server/startupLock.ts), and a backup
 * takes it for the instant its snapshot begins (src/lib/backup/database.ts), so it never
 * catches a database halfway through a migration. Here because both the server and the app
 * (the scheduled backup) need it, and neither imports the other.
 */
export const migrateSeedLockKey = 0x5eed_2026_16n
