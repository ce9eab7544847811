import type { DeliveryFeature } from '@/lib/delivery/types'
import type { ContactForm } from '@/payload-types'
import { composeContactMail } from './mail'

/** What the delivery (src/lib/delivery) needs of a contact message: its e-mail to the department. */
export const contactDelivery: DeliveryFeature = {
  collection: 'contact-forms',
  task: 'sendContactEmail',
  compose: async (_payload, doc) => composeContactMail(doc as ContactForm),
}
