'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import { useId, type ComponentProps, type KeyboardEvent } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { FormTextField } from '@/components/ui/form-text-field'
import { useContractForm, useIssueMessage } from '@/lib/client/contract-form'
import {
  removeComponent,
  SocietyComponentInputSchema,
  societyComponentTypes,
  societyDocumentTypes,
  type ComponentsProblem,
  type SocietyComponentInput,
} from '@/lib/contract/professional-societies'

export interface EditorComponent {
  id: string
  name: string
  surnames: string
  collegiate_number?: string | null
  document_type: (typeof societyDocumentTypes)[number]
  document: string
  component_type: (typeof societyComponentTypes)[number]
  administrator: boolean
}

interface NewComponentValues {
  component_type: string
  collegiate_number: string
  name: string
  surnames: string
  document_type: string
  document: string
}

const emptyComponent: NewComponentValues = {
  component_type: 'professional_partner',
  collegiate_number: '',
  name: '',
  surnames: '',
  document_type: 'dni',
  document: '',
}

/** Why a component cannot be removed, by the same rule the server applies, or undefined when it can. */
function removalProblem(components: readonly EditorComponent[], id: string): ComponentsProblem | undefined {
  return removeComponent(components, id).problem ?? undefined
}

/** The rules of spec §5, applied live. Not a form of its own, so that it can sit inside the filing form. */
export function SocietyComponentsEditor({
  components,
  onAdd,
  onRemove,
  onMakeAdministrator,
  pending = false,
  error,
  headingLevel = 'h3',
}: {
  components: readonly EditorComponent[]
  /** Adds one; answers whether it was taken, so that the fields empty only then. */
  onAdd: (component: z.output<typeof SocietyComponentInputSchema>) => Promise<boolean> | boolean
  onRemove: (component: EditorComponent) => void
  onMakeAdministrator: (component: EditorComponent) => void
  pending?: boolean
  error?: string
  headingLevel?: 'h3' | 'h4'
}) {
  const t = useTranslations('ProfessionalSocieties')
  const ids = { form: useId() }
  const { control, handleSubmit, reset } = useContractForm<NewComponentValues>({
    schema: SocietyComponentInputSchema,
    message: useIssueMessage('ProfessionalSocieties'),
    raw: true,
    defaultValues: emptyComponent,
  })

  const add = handleSubmit(async (values) => {
    const parsed = SocietyComponentInputSchema.parse(values as SocietyComponentInput)
    if (await onAdd(parsed)) reset(emptyComponent)
  })

  // Enter in a field adds the component instead of sending the form the editor sits in.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault()
      void add()
    }
  }

  const fieldId = (name: string) => `${ids.form}-${name}`
  const Heading = headingLevel
  const typeOptions = societyComponentTypes.map((key) => ({
    value: key,
    label: t(`components.types.${key}`),
  }))
  const documentOptions = societyDocumentTypes.map((key) => ({
    value: key,
    label: t(`components.documentTypes.${key}`),
  }))

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {components.length === 0 ? (
        <p>{t('components.none')}</p>
      ) : (
        <Box component="ul" aria-label={t('components.caption')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {components.map((component) => {
            const fullName = `${component.name} ${component.surnames}`
            const problem = removalProblem(components, component.id)
            const reasonId = `${ids.form}-${component.id}-reason`
            return (
              <Box
                component="li"
                key={component.id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 1.5 }}
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <Box>
                    <Box component="strong" sx={{ mr: 1 }}>
                      {fullName}
                    </Box>
                    {component.administrator && (
                      <Chip size="small" color="primary" label={t('components.administrator')} />
                    )}
                    <Box sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
                      {t(`components.types.${component.component_type}`)} ·{' '}
                      {t(`components.documentTypes.${component.document_type}`)} {component.document}
                      {component.collegiate_number
                        ? ` · ${t('components.collegiateNumber')} ${component.collegiate_number}`
                        : ''}
                    </Box>
                  </Box>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {!component.administrator && (
                      <Button
                        variant="outlined"
                        size="small"
                        disabled={pending}
                        onClick={() => onMakeAdministrator(component)}
                        sx={{ minHeight: 44 }}
                      >
                        {t('components.makeAdministrator', { name: fullName })}
                      </Button>
                    )}
                    <Button
                      variant="outlined"
                      color="error"
                      size="small"
                      disabled={pending || Boolean(problem)}
                      aria-describedby={problem ? reasonId : undefined}
                      onClick={() => onRemove(component)}
                      sx={{ minHeight: 44 }}
                    >
                      {t('components.remove', { name: fullName })}
                    </Button>
                  </Stack>
                </Stack>
                {problem && (
                  <Box id={reasonId} sx={{ mt: 1, fontSize: '0.9375rem' }}>
                    {problem === 'removesAdministrator'
                      ? t('components.cannotRemoveAdministrator')
                      : t('components.cannotRemoveLast')}
                  </Box>
                )}
              </Box>
            )
          })}
        </Box>
      )}

      <Box
        component="fieldset"
        onKeyDown={addOnEnter}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
      >
        <Box component="legend" sx={{ px: 0.5 }}>
          <Heading style={{ margin: 0, fontSize: '1.125rem' }}>{t('components.addTitle')}</Heading>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            mt: 1,
          }}
        >
          <SelectField
            control={control}
            name="component_type"
            id={fieldId('component_type')}
            label={t('components.fields.component_type')}
            options={typeOptions}
          />
          <FormTextField
            control={control}
            name="collegiate_number"
            id={fieldId('collegiate_number')}
            label={t('components.fields.collegiate_number')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="name"
            id={fieldId('name')}
            label={t('components.fields.name')}
            required
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="surnames"
            id={fieldId('surnames')}
            label={t('components.fields.surnames')}
            required
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <SelectField
            control={control}
            name="document_type"
            id={fieldId('document_type')}
            label={t('components.fields.document_type')}
            options={documentOptions}
          />
          <FormTextField
            control={control}
            name="document"
            id={fieldId('document')}
            label={t('components.fields.document')}
            required
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Button
          variant="contained"
          onClick={() => void add()}
          disabled={pending}
          sx={{ mt: 2, minHeight: 44 }}
        >
          {t('components.add')}
        </Button>
      </Box>
    </Stack>
  )
}

export function SelectField<T extends FieldValues>({
  options,
  ...props
}: ComponentProps<typeof FormTextField<T>> & {
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  return (
    <FormTextField
      {...props}
      required={props.required ?? true}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  )
}
