import type { CollectionConfig } from 'payload'

import { adminFieldOnly, adminOrSelf, hiddenUnless, isAdmin, roles, userHasRole } from '@/access'

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
    // Login protection: 5 failed attempts lock the account for 10 minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 60 * 60 * 8,
    useAPIKey: false,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && !process.env.INSECURE_COOKIES,
    },
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
