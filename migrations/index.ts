import * as migration_20261122_025335_initial from './20261122_025335_initial'
import * as migration_20261122_031541_posts_has_english from './20261122_031541_posts_has_english'
import * as migration_20261122_032059_delivery_lease from './20261122_032059_delivery_lease'
import * as migration_20261122_032239_header_nav_locales_table from './20261122_032239_header_nav_locales_table'
import * as migration_20261122_043301_redirects from './20261122_043301_redirects'
import * as migration_20261125_091954_storage_fields from './20261125_091954_storage_fields'
import * as migration_20261125_092751_login_limits_per_address from './20261125_092751_login_limits_per_address'
import * as migration_20261125_153508_sender_lock from './20261125_153508_sender_lock'
import * as migration_20261127_175718_retention_keep_until from './20261127_175718_retention_keep_until'
import * as migration_20261127_210241_stale_translations from './20261127_210241_stale_translations'
import * as migration_20261127_210327_language_status from './20261127_210327_language_status'

export const migrations = [
  {
    up: migration_20261122_025335_initial.up,
    down: migration_20261122_025335_initial.down,
    name: '20261122_025335_initial',
  },
  {
    up: migration_20261122_031541_posts_has_english.up,
    down: migration_20261122_031541_posts_has_english.down,
    name: '20261122_031541_posts_has_english',
  },
  {
    up: migration_20261122_032059_delivery_lease.up,
    down: migration_20261122_032059_delivery_lease.down,
    name: '20261122_032059_delivery_lease',
  },
  {
    up: migration_20261122_032239_header_nav_locales_table.up,
    down: migration_20261122_032239_header_nav_locales_table.down,
    name: '20261122_032239_header_nav_locales_table',
  },
  {
    up: migration_20261122_043301_redirects.up,
    down: migration_20261122_043301_redirects.down,
    name: '20261122_043301_redirects',
  },
  {
    up: migration_20261125_091954_storage_fields.up,
    down: migration_20261125_091954_storage_fields.down,
    name: '20261125_091954_storage_fields',
  },
  {
    up: migration_20261125_092751_login_limits_per_address.up,
    down: migration_20261125_092751_login_limits_per_address.down,
    name: '20261125_092751_login_limits_per_address',
  },
  {
    up: migration_20261125_153508_sender_lock.up,
    down: migration_20261125_153508_sender_lock.down,
    name: '20261125_153508_sender_lock',
  },
  {
    up: migration_20261127_175718_retention_keep_until.up,
    down: migration_20261127_175718_retention_keep_until.down,
    name: '20261127_175718_retention_keep_until',
  },
  {
    up: migration_20261127_210241_stale_translations.up,
    down: migration_20261127_210241_stale_translations.down,
    name: '20261127_210241_stale_translations',
  },
  {
    up: migration_20261127_210327_language_status.up,
    down: migration_20261127_210327_language_status.down,
    name: '20261127_210327_language_status',
  },
]
