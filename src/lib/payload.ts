import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'

/** The Payload Local API inside Next (never HTTP to itself). */
export function getPayload(): Promise<Payload> {
  return getPayloadInstance({ config })
}
