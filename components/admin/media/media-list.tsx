'use client'
import UploadIcon from '@mui/icons-material/Upload'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useRef, type ChangeEvent } from 'react'
import {
  DataTable,
  DateField,
  DeleteButton,
  List,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import type { AdminMedia } from '@/lib/contract/admin-media'
import { useUploadMedia } from './image-input'

function Thumbnail() {
  const record = useRecordContext<AdminMedia>()
  if (!record) return null
  return (
    <Box
      component="img"
      src={record.src}
      alt=""
      sx={{ width: 96, height: 48, objectFit: 'contain', bgcolor: 'grey.100', display: 'block' }}
    />
  )
}

function Dimensions() {
  const record = useRecordContext<AdminMedia>()
  const translate = useTranslate()
  if (!record) return null
  return <>{translate('admin.media.dimensions', { width: record.width, height: record.height })}</>
}

function Size() {
  const record = useRecordContext<AdminMedia>()
  if (!record) return null
  return <>{`${Math.max(1, Math.round(record.size / 1024))} KiB`}</>
}

function UploadButton() {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const upload = useUploadMedia()
  const input = useRef<HTMLInputElement>(null)
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    upload.mutate(file, {
      onSuccess: () => {
        notify('admin.media.uploaded', { type: 'info' })
        refresh()
      },
      onError: (error) => notify(error.message, { type: 'error' }),
    })
  }
  return (
    <>
      <input ref={input} type="file" accept="image/png,image/jpeg" hidden onChange={onFile} />
      <Button
        size="small"
        startIcon={<UploadIcon />}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {translate(upload.isPending ? 'admin.media.uploading' : 'admin.media.upload')}
      </Button>
    </>
  )
}

/** Deleting a picture in use is refused by the API, which names the places that use it. */
export function MediaList() {
  return (
    <List
      resource="media"
      exporter={false}
      // With no picture yet the list still shows its toolbar, whose button uploads the first.
      empty={false}
      filters={[<AdminSearchInput key="q" alwaysOn />]}
      actions={
        <TopToolbar>
          <UploadButton />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="src"
          label="resources.media.fields.preview"
          disableSort
          render={() => <Thumbnail />}
        />
        <DataTable.Col source="filename" disableSort />
        <DataTable.Col source="src" disableSort />
        <DataTable.Col label="resources.media.fields.dimensions" disableSort render={() => <Dimensions />} />
        <DataTable.Col source="size" disableSort render={() => <Size />} />
        <DataTable.Col source="created_at" disableSort>
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col
          label="resources.media.fields.actions"
          disableSort
          render={() => <DeleteButton mutationMode="pessimistic" redirect={false} />}
        />
      </DataTable>
    </List>
  )
}
