'use client'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary'
import UploadIcon from '@mui/icons-material/Upload'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { TextInput, useGetList, useGetOne, useNotify, useResourceContext, useTranslate } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { AdminMediaSchema, mediaIdOf, type AdminMedia } from '@/lib/contract/admin-media'
import { adminFetch, adminPath } from '@/lib/client/admin/data-provider'

export interface ImageSourceInputProps {
  /** The form field holding the picture's address (`image_src`, `es.logo_src`…). */
  source: string
  /** Its label (an i18n key or a text); by default react-admin's `resources.<resource>.fields.<source>`. */
  label?: string
  helperText?: string
  /** Sets the field's `lang` (logos differ per language). */
  lang?: string
}

export function useUploadMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData()
      formData.set('file', file)
      return adminFetch(adminPath('media'), AdminMediaSchema, { method: 'POST', formData })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['media'] }),
  })
}

/** Width × height of the picture shown: the upload's record for /media/{id}, the loaded picture otherwise. */
function Preview({ src, alt }: { src: string; alt: string }) {
  const translate = useTranslate()
  const id = mediaIdOf(src)
  const { data: record } = useGetOne<AdminMedia>('media', { id: id ?? '' }, { enabled: id !== undefined })
  const [natural, setNatural] = useState<{ src: string; width: number; height: number }>()
  const size = record ?? (natural?.src === src ? natural : undefined)
  return (
    <Box component="figure" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        component="img"
        src={src}
        alt={alt}
        onLoad={(event) =>
          setNatural({
            src,
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
        sx={{
          maxWidth: 240,
          maxHeight: 120,
          objectFit: 'contain',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
        }}
      />
      {size && (
        <Typography component="figcaption" variant="caption" color="text.secondary">
          {translate('admin.media.dimensions', { width: size.width, height: size.height })}
        </Typography>
      )}
    </Box>
  )
}

export function MediaPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean
  onClose: () => void
  onPick: (src: string) => void
}) {
  const translate = useTranslate()
  const titleId = useId()
  const { data = [], isPending } = useGetList<AdminMedia>(
    'media',
    { pagination: { page: 1, perPage: 48 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: open },
  )
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('admin.media.chooseTitle')}</DialogTitle>
      <DialogContent>
        {!isPending && data.length === 0 && <Typography>{translate('admin.media.none')}</Typography>}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {data.map((item) => (
            <li key={item.id}>
              <Button
                onClick={() => onPick(item.src)}
                aria-label={translate('admin.media.pick', { filename: item.filename })}
                sx={{ display: 'flex', flexDirection: 'column', width: '100%', textTransform: 'none' }}
              >
                <Box
                  component="img"
                  src={item.src}
                  alt=""
                  sx={{ width: '100%', height: 80, objectFit: 'contain', bgcolor: 'grey.100' }}
                />
                <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
                  {item.filename}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('admin.media.dimensions', { width: item.width, height: item.height })}
                </Typography>
              </Button>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  )
}

/** Typed as a path, uploaded (PNG or JPEG, up to 5 MiB; the field then holds `/media/{id}`) or picked. */
export function ImageSourceInput({
  source,
  label,
  helperText = 'admin.media.help',
  lang,
}: ImageSourceInputProps) {
  const translate = useTranslate()
  const notify = useNotify()
  const { setValue } = useFormContext()
  const value = (useWatch({ name: source }) as string | null | undefined) ?? ''
  const fileInput = useRef<HTMLInputElement>(null)
  const [picking, setPicking] = useState(false)
  const upload = useUploadMedia()
  const fileInputId = useId()
  const resource = useResourceContext()
  const name = label ? translate(label, { _: label }) : translate(`resources.${resource}.fields.${source}`)

  const choose = (src: string) => setValue(source, src, { shouldDirty: true, shouldValidate: true })
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    upload.mutate(file, {
      onSuccess: (stored) => {
        choose(stored.src)
        notify('admin.media.uploaded', { type: 'info' })
      },
      onError: (error) => notify(error.message, { type: 'error' }),
    })
  }
  const showPreview = value.startsWith('/') || value.startsWith('https://')

  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <TextInput source={source} label={label} helperText={helperText} fullWidth lang={lang} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          onChange={onFile}
          data-testid={`${source}-file`}
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={upload.isPending}
          onClick={() => fileInput.current?.click()}
          aria-label={`${translate('admin.media.upload')}: ${name}`}
        >
          {translate(upload.isPending ? 'admin.media.uploading' : 'admin.media.upload')}
        </Button>
        <Button
          variant="text"
          size="small"
          startIcon={<PhotoLibraryIcon />}
          onClick={() => setPicking(true)}
          aria-label={`${translate('admin.media.choose')}: ${name}`}
        >
          {translate('admin.media.choose')}
        </Button>
      </Box>
      {showPreview && <Preview src={value} alt={translate('admin.media.preview')} />}
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(src) => {
          choose(src)
          setPicking(false)
        }}
      />
    </Box>
  )
}
