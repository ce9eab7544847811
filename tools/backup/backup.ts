// writeBackup moved to src/lib/backup/backup.ts: the server's scheduled backups (in the app,
// which never imports tools/) call it too. Edit it there; this path stays for `npm run backup`.
export * from '@/lib/backup/backup'
