import type { DeliveryFeature } from '@/lib/delivery/types'
import { readUpload } from '@/lib/storage/files'
import type { CvSubmission } from '@/payload-types'
import { composeCvMail, hrRecipients } from './mail'

/** What the delivery (src/lib/delivery) needs of a CV: its e-mail to HR, the file attached from storage. */
export const cvDelivery: DeliveryFeature = {
  collection: 'cv-submissions',
  task: 'sendCvEmail',
  compose: async (payload, doc) => {
    const cv = doc as CvSubmission
    const file = cv.filename ? await readUpload(payload, 'cv-submissions', { ...cv, filename: cv.filename }) : undefined
    return composeCvMail(cv, file, hrRecipients())
  },
}
