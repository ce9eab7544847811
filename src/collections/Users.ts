import type { CollectionConfig } from 'payload'

import { adminFieldOnly, adminOrSelf, hiddenUnless, isAdmin, roles, userHasRole } from '@/access'
import { answerCappedResetAsSent, forgiveSignIn, limitSignIn } from '@/lib/auth/limits'
import { awaitSnapshotAdmin } from '@/lib/auth/snapshotAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { uk: 'Користувач', en: 'User' }, plural: { uk: 'Користувачі', en: 'Users' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: { uk: 'Адміністрування', en: 'Administration' },
    hidden: hiddenUnless(),
  },
  auth: {
    // Login protection is per client address (src/lib/auth/limits.ts). Payload's lock counted
    // failures per account from anywhere: anyone could keep an account locked.
    maxLoginAttempts: 0,
    // Reset e-mails are capped per account there too (3 an hour), which replaces Payload's
    // interval of one per 15 s: one rule, counted in the store every instance shares.
    forgotPassword: { minRequestInterval: 0 },
    tokenExpiration: 60 * 60 * 8,
    useAPIKey: false,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && !process.env.INSECURE_COOKIES,
    },
  },
  hooks: {
    beforeOperation: [awaitSnapshotAdmin, limitSignIn],
    afterLogin: [forgiveSignIn],
    afterError: [answerCappedResetAsSent],
  },
  access: {
    // Only staff may open the admin at all; a user without a role cannot.
    admin: ({ req }) => userHasRole(req.user, ...roles),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { uk: "Ім'я", en: 'Name' },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      label: { uk: 'Ролі', en: 'Roles' },
      options: [
        { label: { uk: 'Адміністратор', en: 'Admin' }, value: 'admin' },
        { label: { uk: 'Редактор', en: 'Editor' }, value: 'editor' },
        { label: { uk: 'HR', en: 'HR' }, value: 'hr' },
        { label: { uk: 'Продажі', en: 'Sales' }, value: 'sales' },
      ],
      defaultValue: [],
      saveToJWT: true,
      // A user cannot raise their own role: only admins write this field.
      access: {
        create: adminFieldOnly,
        update: adminFieldOnly,
      },
    },
  ],
}
