// Moved to src/lib/backup/manifest.ts (the server's scheduled backups write archives too); this
// path stays for the restore and the tests that import it here.
export * from '@/lib/backup/manifest'
