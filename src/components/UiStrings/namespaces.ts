import type enMessages from '../../../messages/en.json'

/** The message namespaces client components use; only these travel to the browser. */
export const clientNamespaces = ['nav', 'contact', 'loading', 'notification', 'tabs', 'careers'] as const
export type ClientNamespace = (typeof clientNamespaces)[number]
export type ClientStrings = Pick<typeof enMessages, ClientNamespace>
