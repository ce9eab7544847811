/**
 * What a CV may be: the one list for the endpoint (./file.ts), the form's own checks and file
 * picker, the collection's upload types and the request's body limit. Safe in the browser.
 */

/** The largest CV file an applicant may send (10 MB), defined with the request body limits. */
export { cvFileBytes } from '@/shared/bodyLimits'

export type CvKind = 'pdf' | 'doc' | 'docx' | 'odt' | 'rtf'

const zipTypes = ['application/zip', 'application/x-zip-compressed']

/**
 * Per kind: the type it is stored and sent as; its file name extensions; the types a browser
 * may declare for it; the types Payload's own content sniffing gives it (the admin's uploads).
 */
export const cvKinds: Record<
  CvKind,
  { mime: string; extensions: string[]; declared: string[]; uploadTypes: string[] }
> = {
  pdf: {
    mime: 'application/pdf',
    extensions: ['pdf'],
    declared: ['application/pdf', 'application/x-pdf'],
    uploadTypes: ['application/pdf'],
  },
  doc: {
    mime: 'application/msword',
    extensions: ['doc'],
    declared: ['application/msword', 'application/x-cfb'],
    // How Payload's own content sniffing names a Word 97-2003 (OLE2) file.
    uploadTypes: ['application/msword', 'application/x-cfb'],
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ...zipTypes],
    uploadTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  odt: {
    mime: 'application/vnd.oasis.opendocument.text',
    extensions: ['odt'],
    declared: ['application/vnd.oasis.opendocument.text', ...zipTypes],
    uploadTypes: ['application/vnd.oasis.opendocument.text'],
  },
  rtf: {
    mime: 'application/rtf',
    extensions: ['rtf'],
    declared: ['application/rtf', 'text/rtf', 'application/x-rtf', 'text/richtext'],
    uploadTypes: ['application/rtf', 'text/rtf'],
  },
}

const kinds = Object.values(cvKinds)

/** The collection's `upload.mimeTypes`. */
export const cvUploadTypes = kinds.flatMap((kind) => kind.uploadTypes)

/** The file picker's `accept`: the extensions, then the types. */
export const cvAccept = [
  ...kinds.flatMap((kind) => kind.extensions.map((extension) => `.${extension}`)),
  ...kinds.map((kind) => kind.mime),
].join(',')

/** The extension of a file name, lower-cased; '' for none. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

/** A name the form may send: one of the CV extensions (the server decides by the bytes). */
export const hasCvExtension = (filename: string) =>
  kinds.some((kind) => kind.extensions.includes(extensionOf(filename)))
