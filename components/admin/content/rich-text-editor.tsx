'use client'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import NativeSelect from '@mui/material/NativeSelect'
import TextField from '@mui/material/TextField'
import { Image } from '@tiptap/extension-image'
import { StarterKit } from '@tiptap/starter-kit'
import type { Editor } from '@tiptap/react'
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonAddImage,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuControlsContainer,
  MenuDivider,
  RichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap'
import { useEffect, useId, useRef, useState } from 'react'
import { InputHelperText, useInput, useTranslate } from 'react-admin'
import { MediaPicker } from '../media/image-input'

const headingLevels = [2, 3, 4] as const

/**
 * What the editor can write is a part of what the server's sanitiser keeps: headings 2 to 4 (the page's title is
 * the h1), no code, links that open where they are unless the HTML says otherwise, block images.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [...headingLevels] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, HTMLAttributes: { target: null, rel: null, class: null } },
  }),
  Image,
  LinkBubbleMenuHandler,
]

/**
 * The editor's HTML, or nothing when it holds no text (so an emptied body saves as empty, like the textarea),
 * without the empty paragraph the editor keeps at the end to type after an image or a list.
 */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '')
}

/** Paragraph or heading, as a native select: keyboard and screen readers know it without help. */
function BlockTypeSelect({
  editor,
  label,
  t,
}: {
  editor: Editor
  label: string
  t: (key: string) => string
}) {
  const level = headingLevels.find((candidate) => editor.isActive('heading', { level: candidate }))
  return (
    <NativeSelect
      value={level ? String(level) : 'paragraph'}
      onChange={(event) => {
        const chosen = Number(event.target.value) as (typeof headingLevels)[number]
        if (headingLevels.includes(chosen)) editor.chain().focus().setHeading({ level: chosen }).run()
        else editor.chain().focus().setParagraph().run()
      }}
      inputProps={{ 'aria-label': label }}
      disabled={!editor.isEditable}
      sx={{ mx: 0.5, fontSize: '0.875rem' }}
    >
      <option value="paragraph">{t('paragraph')}</option>
      {headingLevels.map((candidate) => (
        <option key={candidate} value={String(candidate)}>
          {t(`heading${candidate}`)}
        </option>
      ))}
    </NativeSelect>
  )
}

/** A picture from the media library, with the text that stands for it. */
function ImageFromLibrary({
  editor,
  open,
  onClose,
}: {
  editor: Editor | null
  open: boolean
  onClose: () => void
}) {
  const translate = useTranslate()
  const titleId = useId()
  const [src, setSrc] = useState<string>()
  const [alt, setAlt] = useState('')
  const close = () => {
    setSrc(undefined)
    setAlt('')
    onClose()
  }
  return (
    <>
      <MediaPicker open={open && src === undefined} onClose={close} onPick={setSrc} />
      <Dialog
        open={open && src !== undefined}
        onClose={close}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={titleId}>{translate('admin.content.editor.imageTitle')}</DialogTitle>
        <DialogContent>
          {src && (
            <Box
              component="img"
              src={src}
              alt=""
              sx={{ maxWidth: '100%', maxHeight: 160, display: 'block', mb: 2 }}
            />
          )}
          <TextField
            autoFocus
            fullWidth
            label={translate('admin.content.editor.imageAlt')}
            helperText={translate('admin.content.editor.imageAltHelp')}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              if (src) editor?.chain().focus().setImage({ src, alt: alt.trim() }).run()
              close()
            }}
          >
            {translate('admin.content.editor.imageInsert')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

/**
 * The body as formatted text, bound to the form like any react-admin input. Loaded on its own (see
 * rich-text-input.tsx), so the back-office's first screen does not wait for it. The server still sanitises what
 * it saves: the editor is a convenience, not a guard.
 */
export default function RichTextEditorInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate()
  const { id, field, fieldState } = useInput({ source })
  const value = (field.value as string | null | undefined) ?? ''
  const editorRef = useRef<RichTextEditorRef>(null)
  const shown = useRef(value)
  const [picking, setPicking] = useState(false)
  const labelId = `${id}-label`
  const helpId = `${id}-help`
  const t = (key: string) => translate(`admin.content.editor.${key}`)

  // A value set from outside (a form reset) replaces the text; the editor's own changes are not read back.
  useEffect(() => {
    const editor = editorRef.current?.editor
    if (!editor || editor.isDestroyed || value === shown.current) return
    shown.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [value])

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <FormLabel id={labelId} component="span" error={fieldState.invalid} sx={{ display: 'block', mb: 0.5 }}>
        {translate(label, { _: label })}
      </FormLabel>
      <RichTextEditor
        ref={editorRef}
        extensions={editorExtensions}
        // Made after mounting, not while rendering: a render React throws away would leave a destroyed editor behind.
        immediatelyRender={false}
        content={value}
        onUpdate={({ editor }) => {
          shown.current = editorHtml(editor)
          field.onChange(shown.current)
        }}
        onBlur={() => field.onBlur()}
        editorProps={{
          attributes: {
            id,
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-labelledby': labelId,
            'aria-describedby': helpId,
          },
        }}
        renderControls={(editor) =>
          editor && (
            <Box role="toolbar" aria-label={t('toolbar')} aria-controls={id}>
              <MenuControlsContainer>
                <BlockTypeSelect editor={editor} label={t('blockType')} t={t} />
                <MenuDivider />
                <MenuButtonBold tooltipLabel={t('bold')} />
                <MenuButtonItalic tooltipLabel={t('italic')} />
                <MenuDivider />
                <MenuButtonBulletedList tooltipLabel={t('bulletList')} />
                <MenuButtonOrderedList tooltipLabel={t('orderedList')} />
                <MenuDivider />
                <MenuButtonEditLink tooltipLabel={t('link')} />
                <MenuButtonAddImage tooltipLabel={t('image')} onClick={() => setPicking(true)} />
              </MenuControlsContainer>
            </Box>
          )
        }
        sx={{ '& .ProseMirror': { minHeight: '12rem' }, '& .ProseMirror img': { maxWidth: '100%' } }}
      >
        {(editor) => (
          <>
            <LinkBubbleMenu
              labels={{
                viewLinkEditButtonLabel: t('linkEdit'),
                viewLinkRemoveButtonLabel: t('linkRemove'),
                editLinkAddTitle: t('linkAdd'),
                editLinkEditTitle: t('linkEdit'),
                editLinkTextInputLabel: t('linkText'),
                editLinkHrefInputLabel: t('linkHref'),
                editLinkCancelButtonLabel: translate('ra.action.cancel'),
                editLinkSaveButtonLabel: t('linkSave'),
              }}
            />
            <ImageFromLibrary editor={editor} open={picking} onClose={() => setPicking(false)} />
          </>
        )}
      </RichTextEditor>
      <FormHelperText id={helpId} error={fieldState.invalid}>
        <InputHelperText error={fieldState.error?.message} helperText="admin.content.editor.help" />
      </FormHelperText>
    </Box>
  )
}
