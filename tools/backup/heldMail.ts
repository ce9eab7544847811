import type pg from 'pg'

import { contactDelivery } from '@/features/contact/delivery'
import { cvDelivery } from '@/features/cv/delivery'
import * as held from '@/lib/backup/heldMail'

/**
 * The held e-mail jobs of a restore (src/lib/backup/heldMail.ts, shared with the dashboard's
 * buttons), for the site's two features: what the restore and `npm run held-mail` call.
 */
export { heldNote, heldQueue, type HeldJob } from '@/lib/backup/heldMail'

export const mailFeatures = [contactDelivery, cvDelivery]

export const holdUnfinishedJobs = (client: pg.ClientBase) => held.holdUnfinishedJobs(client, mailFeatures)

export const listHeld = held.listHeld

export const settleHeld = (client: pg.ClientBase, action: 'release' | 'drop', ids: number[]) =>
  held.settleHeld(client, mailFeatures, action, ids)
