'use client'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { TextInput, useTranslate } from 'react-admin'

const unsafeElements = 'script,style,iframe,frame,object,embed,link,meta,base,form'

/**
 * What the preview shows: the HTML without scripts, frames, event attributes or javascript: addresses (parsed,
 * never run). The server's sanitiser, stricter, decides what is saved; this only keeps the preview quiet and safe.
 */
export function previewHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return ''
  const document = new DOMParser().parseFromString(html, 'text/html')
  document.querySelectorAll(unsafeElements).forEach((element) => element.remove())
  document.body.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      if (/^on/i.test(attribute.name) || /^\s*(?:javascript|data):/i.test(attribute.value))
        element.removeAttribute(attribute.name)
    }
  })
  return document.body.innerHTML
}

/** The preview is a sandboxed frame (no scripts, no same-origin access), so whatever staff paste cannot run. */
export function RichTextInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate()
  const written = (useWatch({ name: source }) as string | undefined) ?? ''
  const html = useMemo(() => previewHtml(written), [written])
  const previewTitle = translate('admin.content.bodyPreview')
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, width: '100%' }}>
      <TextInput
        source={source}
        label={label}
        multiline
        minRows={10}
        maxRows={30}
        fullWidth
        helperText="admin.content.bodyHelp"
        sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
      />
      <Box>
        <Typography component="h3" variant="subtitle2">
          {previewTitle}
        </Typography>
        <Box
          component="iframe"
          title={previewTitle}
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;line-height:1.5;margin:8px}img{max-width:100%}</style>${html}`}
          sx={{
            width: '100%',
            height: 280,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        />
        <Typography variant="caption" color="text.secondary">
          {translate('admin.content.bodyPreviewNote')}
        </Typography>
      </Box>
    </Box>
  )
}
