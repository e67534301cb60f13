'use client'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { TextInput, useTranslate } from 'react-admin'

// The editor (Tiptap and ProseMirror) is fetched when a body is first edited, not with the back-office itself.
const RichTextEditorInput = lazy(() => import('./rich-text-editor'))

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

/**
 * What the sanitiser keeps but the editor would lose if the text went through it: tables, figures, abbreviations,
 * passages marked in another language, link titles.
 */
const beyondTheEditor = 'table,figure,figcaption,caption,abbr,span[lang],a[title],a[lang],a[hreflang]'

/** Whether the editor can open this HTML and write it back with the same meaning. */
function editorKeeps(html: string): boolean {
  if (typeof DOMParser === 'undefined' || html.trim() === '') return true
  return new DOMParser().parseFromString(html, 'text/html').body.querySelector(beyondTheEditor) === null
}

/**
 * The body in the rich-text editor, or as HTML at staff's choice. A body the editor cannot keep opens as HTML and
 * stays there, so saving never drops what it holds.
 */
export function RichTextInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate()
  const written = (useWatch({ name: source }) as string | undefined) ?? ''
  const [asHtml, setAsHtml] = useState(() => !editorKeeps(written))
  const keeps = asHtml ? editorKeeps(written) : true
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <FormControlLabel
        control={<Switch checked={asHtml} disabled={!keeps} onChange={(_, checked) => setAsHtml(checked)} />}
        label={translate('admin.content.editor.htmlMode')}
      />
      {!keeps && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('admin.content.editor.htmlOnly')}
        </Alert>
      )}
      {asHtml ? (
        <HtmlInput source={source} written={written} />
      ) : (
        <Suspense fallback={<LinearProgress aria-label={translate('admin.content.editor.loading')} />}>
          <RichTextEditorInput source={source} label={label} />
        </Suspense>
      )}
    </Box>
  )
}

/** The preview is a sandboxed frame (no scripts, no same-origin access), so whatever staff paste cannot run. */
function HtmlInput({ source, written }: { source: string; written: string }) {
  const translate = useTranslate()
  const html = useMemo(() => previewHtml(written), [written])
  const previewTitle = translate('admin.content.bodyPreview')
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, width: '100%' }}>
      <TextInput
        source={source}
        label="admin.content.editor.htmlSource"
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
