'use client'
import { Button, useFormFields, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { adminText } from '@/i18n/adminMessages'

/**
 * The CV file, downloaded (the file route answers with Content-Disposition: attachment and
 * only to hr and admin sessions), on the CV's page and as a column of the CV list.
 */
export function CvDownloadField() {
  const { i18n } = useTranslation()
  const url = useFormFields(([fields]) => fields.url?.value)
  const filename = useFormFields(([fields]) => fields.originalFilename?.value ?? fields.filename?.value)
  if (typeof url !== 'string' || !url) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <Button el="anchor" url={url} buttonStyle="primary" size="medium" margin={false} className="cv-download">
        {adminText(i18n.language, 'downloadCv')}
        {typeof filename === 'string' && filename ? ` (${filename})` : ''}
      </Button>
    </div>
  )
}

export function CvDownloadCell({ rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const url = (rowData as { url?: unknown }).url
  if (typeof url !== 'string' || !url) return null
  return (
    <a href={url} download onClick={(event) => event.stopPropagation()}>
      {adminText(i18n.language, 'downloadCv')}
    </a>
  )
}
