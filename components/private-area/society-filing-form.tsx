'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import { toNestErrors } from '@hookform/resolvers'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldError,
  type FieldPath,
  type Resolver,
} from 'react-hook-form'
import { FormTextField, helperTextSx } from '@/components/ui/form-text-field'
import { ApiError } from '@/lib/client/api-client'
import { attachmentFileProblem } from '@/lib/client/attachments'
import { clearFormDraft, keepFormDraft, overEmptyForm, readFormDraft } from '@/lib/client/form-draft'
import { useFileSociety } from '@/lib/client/professional-societies'
import type { Locale } from '@/lib/contract/locales'
import {
  addComponent,
  componentsProblem,
  makeAdministrator,
  removeComponent,
  SocietyInputSchema,
  type SocietyDetail,
  type SocietyInput,
} from '@/lib/contract/professional-societies'
import { countryCodes } from '@/lib/contract/profile'
import { spanishProvinces } from '@/lib/contract/provinces'
import { FormOutcome, SubmitButton, useFailureText } from './account-form-parts'
import { FileField } from './file-field'
import {
  SelectField,
  SocietyComponentsEditor,
  societyIssueText,
  type EditorComponent,
} from './society-components-editor'

interface FilingValues {
  social_reason: string
  sspp_number: string
  cif: string
  email: string
  phone: string
  mobile: string
  first_collegiation_date: string
  incorporation_date: string
  registration_date: string
  address: { address: string; postal_code: string; city: string; province: string; country: string }
  registry: { name: string; volume: string; folio: string; sheet: string }
  notary: { name: string; protocol_number: string; deed_date: string }
  observations: string
  consents: { data_processing: boolean; publication: boolean }
}

const emptyValues: FilingValues = {
  social_reason: '',
  sspp_number: '',
  cif: '',
  email: '',
  phone: '',
  mobile: '',
  first_collegiation_date: '',
  incorporation_date: '',
  registration_date: '',
  address: { address: '', postal_code: '', city: '', province: '', country: 'ES' },
  registry: { name: '', volume: '', folio: '', sheet: '' },
  notary: { name: '', protocol_number: '', deed_date: '' },
  observations: '',
  consents: { data_processing: false, publication: false },
}

type FileRole = 'deed' | 'registry_certificate'

/** What the form sends: its values, the components kept beside them (without their local ids), no empty date. */
const toInput = (values: FilingValues, components: readonly EditorComponent[]): SocietyInput => ({
  ...values,
  notary: { ...values.notary, deed_date: values.notary.deed_date === '' ? null : values.notary.deed_date },
  components: components.map(({ id: _id, ...component }) => component),
})

let localIds = 0
const newLocalId = () => `new-${++localIds}`

const chosenName = (event: ChangeEvent<HTMLInputElement>) => event.target.files?.[0]?.name

interface FilingDraft {
  values: FilingValues
  components: EditorComponent[]
}

/** The filing kept in this browser, if any; its components get fresh local ids. */
function readFilingDraft(key: string): FilingDraft | null {
  const kept = readFormDraft(key)
  if (!kept || typeof kept !== 'object' || !('values' in kept)) return null
  const { values, components } = kept as { values: unknown; components?: unknown }
  return {
    values: overEmptyForm(emptyValues, values),
    components: Array.isArray(components)
      ? (components as EditorComponent[]).map((component) => ({ ...component, id: newLocalId() }))
      : [],
  }
}

export const hasFilingDraft = (key: string) => readFilingDraft(key) !== null

/**
 * The filing of a professional society in sections (data, office, registry and notary, components, documents,
 * consents, summary), checked with the contract schema the API uses. What was typed stays when the send fails.
 */
export function SocietyFilingForm({
  onFiled,
  draftKey,
}: {
  onFiled: (society: SocietyDetail) => void
  /** Where this person's unsent filing is kept in this browser. */
  draftKey: string
}) {
  const t = useTranslations('ProfessionalSocieties')
  const locale = useLocale() as Locale
  const failureText = useFailureText()
  const mutation = useFileSociety()
  // Rendered in the browser only (opened from a button), so the draft can be read while the form is created.
  const [initialDraft] = useState(() => readFilingDraft(draftKey))
  const [restored, setRestored] = useState(Boolean(initialDraft))
  const [components, setComponents] = useState<EditorComponent[]>(initialDraft?.components ?? [])
  const [componentsError, setComponentsError] = useState<string>()
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileRole, string>>>({})
  const [failure, setFailure] = useState<string>()
  const deedInput = useRef<HTMLInputElement>(null)
  const certificateInput = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<Partial<Record<FileRole, string>>>({})

  const resolver = useMemo<Resolver<FilingValues, unknown, FilingValues>>(
    () => async (values, _context, options) => {
      // The components are checked apart (they live beside the form), so a placeholder list passes here.
      const placeholder: EditorComponent[] = [
        {
          id: 'x',
          name: 'x',
          surnames: 'x',
          document_type: 'dni',
          document: 'x',
          component_type: 'other',
          administrator: true,
        },
      ]
      const result = SocietyInputSchema.safeParse(toInput(values, placeholder))
      if (result.success) return { values, errors: {} }
      const errors: Record<string, FieldError> = {}
      for (const issue of result.error.issues) {
        errors[issue.path.join('.')] ??= { type: issue.code, message: societyIssueText(t, issue) }
      }
      return { values: {}, errors: toNestErrors(errors, options) }
    },
    [t],
  )
  const { control, handleSubmit, setError, reset, getValues } = useForm<FilingValues, unknown, FilingValues>({
    resolver,
    defaultValues: initialDraft?.values ?? emptyValues,
    shouldFocusError: true,
  })
  const country = useWatch({ control, name: 'address.country' })
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    const collator = new Intl.Collator(locale)
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label))
  }, [locale])

  const checkFiles = (): { deed?: File; registry_certificate?: File } | undefined => {
    const deed = deedInput.current?.files?.[0]
    const certificate = certificateInput.current?.files?.[0]
    const errors: Partial<Record<FileRole, string>> = {}
    const deedProblem = attachmentFileProblem(deed)
    if (deedProblem) errors.deed = t(`documents.${deedProblem === 'missing' ? 'missing' : deedProblem}`)
    const certificateProblem = certificate ? attachmentFileProblem(certificate) : undefined
    if (certificateProblem)
      errors.registry_certificate = t(
        `documents.${certificateProblem === 'missing' ? 'missing' : certificateProblem}`,
      )
    setFileErrors(errors)
    if (errors.deed) deedInput.current?.focus()
    else if (errors.registry_certificate) certificateInput.current?.focus()
    return Object.keys(errors).length > 0 ? undefined : { deed, registry_certificate: certificate }
  }

  /** The components rule, said above the editor; true when the list may be sent. */
  const checkComponents = (focus: boolean) => {
    const problem = componentsProblem(components)
    setComponentsError(problem ? t(`issues.${problem}`) : undefined)
    if (problem && focus) document.getElementById('components')?.scrollIntoView()
    return !problem
  }

  const onValid = (values: FilingValues) => {
    setFailure(undefined)
    const checked = checkFiles()
    const componentsFine = checkComponents(Boolean(checked))
    if (!checked?.deed || !componentsFine) {
      setFailure(t('fixFields'))
      return
    }
    mutation.mutate(
      {
        society: toInput(values, components),
        deed: checked.deed,
        registryCertificate: checked.registry_certificate,
        lang: locale,
      },
      {
        onSuccess: (society) => {
          clearFormDraft(draftKey)
          setRestored(false)
          reset(emptyValues)
          setComponents([])
          setChosen({})
          for (const input of [deedInput.current, certificateInput.current]) if (input) input.value = ''
          onFiled(society)
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422 && Array.isArray(error.detail)) {
            for (const issue of error.detail) {
              const path = issue.loc.slice(1).join('.')
              if (path.startsWith('components')) setComponentsError(t('issues.invalid'))
              else setError(path as FieldPath<FilingValues>, { message: t('issues.invalid') })
            }
            setFailure(t('fixFields'))
          } else if (error instanceof ApiError && error.code?.startsWith('ATTACHMENT_')) {
            setFileErrors({ deed: failureText(error) })
            setFailure(failureText(error))
          } else setFailure(failureText(error))
        },
      },
    )
  }
  const onInvalid = () => {
    checkFiles()
    checkComponents(false)
    setFailure(t('fixFields'))
  }

  const administrator = components.find((component) => component.administrator)
  const summaryValues = useWatch({ control })

  // The filing is kept as the person types; an untouched form leaves nothing behind.
  useEffect(() => {
    const timer = setTimeout(() => {
      const values = getValues()
      if (components.length === 0 && JSON.stringify(values) === JSON.stringify(emptyValues)) return
      keepFormDraft(draftKey, { values, components } satisfies FilingDraft)
    }, 400)
    return () => clearTimeout(timer)
  }, [summaryValues, components, draftKey, getValues])

  const startAgain = () => {
    clearFormDraft(draftKey)
    setRestored(false)
    reset(emptyValues)
    setComponents([])
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
      <Stack spacing={4}>
        {restored && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" onClick={startAgain}>
                {t('draft.startAgain')}
              </Button>
            }
          >
            {t('draft.restored')}
          </Alert>
        )}
        <FormOutcome failure={failure} />
        <Section title={t('sections.society')}>
          <Grid>
            <Text control={control} name="social_reason" label={t('fields.social_reason')} required />
            <Text control={control} name="sspp_number" label={t('fields.sspp_number')} required />
            <Text
              control={control}
              name="cif"
              label={t('fields.cif')}
              hint={t('hints.cif')}
              required
              autoComplete="off"
            />
            <Text
              control={control}
              name="email"
              label={t('fields.email')}
              type="email"
              required
              autoComplete="email"
            />
            <Text control={control} name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />
            <Text control={control} name="mobile" label={t('fields.mobile')} type="tel" />
            <Text
              control={control}
              name="first_collegiation_date"
              label={t('fields.first_collegiation_date')}
              type="date"
              required
            />
            <Text
              control={control}
              name="incorporation_date"
              label={t('fields.incorporation_date')}
              type="date"
              required
            />
            <Text
              control={control}
              name="registration_date"
              label={t('fields.registration_date')}
              type="date"
              required
            />
          </Grid>
        </Section>

        <Section title={t('sections.address')}>
          <Grid>
            <Text
              control={control}
              name="address.address"
              label={t('fields.address')}
              required
              autoComplete="street-address"
            />
            <SelectField
              control={control}
              name="address.country"
              label={t('fields.country')}
              options={countryOptions}
            />
            {country === 'ES' ? (
              <SelectField
                control={control}
                name="address.province"
                label={t('fields.province')}
                options={[
                  { value: '', label: '' },
                  ...spanishProvinces.map((name) => ({ value: name, label: name })),
                ]}
              />
            ) : (
              <Text control={control} name="address.province" label={t('fields.region')} required />
            )}
            <Text control={control} name="address.city" label={t('fields.city')} required />
            <Text
              control={control}
              name="address.postal_code"
              label={t('fields.postal_code')}
              hint={country === 'ES' ? t('hints.postal_code') : undefined}
              required
              autoComplete="postal-code"
            />
          </Grid>
        </Section>

        <Section title={t('sections.registry')}>
          <Grid>
            <Text control={control} name="registry.name" label={t('fields.registry_name')} />
            <Text control={control} name="registry.volume" label={t('fields.registry_volume')} />
            <Text control={control} name="registry.folio" label={t('fields.registry_folio')} />
            <Text control={control} name="registry.sheet" label={t('fields.registry_sheet')} />
            <Text control={control} name="notary.name" label={t('fields.notary_name')} />
            <Text
              control={control}
              name="notary.protocol_number"
              label={t('fields.notary_protocol_number')}
            />
            <Text control={control} name="notary.deed_date" label={t('fields.deed_date')} type="date" />
          </Grid>
          <Box sx={{ mt: 2 }}>
            <Text
              control={control}
              name="observations"
              label={t('fields.observations')}
              multiline
              minRows={3}
            />
          </Box>
        </Section>

        <Section title={t('sections.components')} id="components">
          <SocietyComponentsEditor
            headingLevel="h4"
            components={components}
            error={componentsError}
            onAdd={(component) => {
              const outcome = addComponent(components, {
                ...component,
                id: newLocalId(),
                administrator: false,
              })
              setComponents([...outcome.members])
              setComponentsError(undefined)
              return true
            }}
            onRemove={(component) => {
              const outcome = removeComponent(components, component.id)
              if (outcome.problem) setComponentsError(t(`issues.${outcome.problem}`))
              else setComponents([...outcome.members])
            }}
            onMakeAdministrator={(component) => {
              const outcome = makeAdministrator(components, component.id)
              if (!outcome.problem) setComponents([...outcome.members])
            }}
          />
        </Section>

        <Section title={t('sections.documents')}>
          <Stack spacing={3}>
            <FileField
              id="deed"
              name="deed"
              inputRef={deedInput}
              label={`${t('documents.deed')} *`}
              hint={t('documents.hint')}
              error={fileErrors.deed}
              onChange={(event) => setChosen((current) => ({ ...current, deed: chosenName(event) }))}
            />
            <FileField
              id="registry_certificate"
              name="registry_certificate"
              inputRef={certificateInput}
              label={t('documents.registry_certificate')}
              hint={`${t('documents.hint')} ${t('documents.optional')}`}
              required={false}
              error={fileErrors.registry_certificate}
              onChange={(event) =>
                setChosen((current) => ({ ...current, registry_certificate: chosenName(event) }))
              }
            />
          </Stack>
        </Section>

        <Section title={t('sections.consents')}>
          <Consent
            control={control}
            name="consents.data_processing"
            label={t('consents.data_processing')}
            required
          />
          <Consent control={control} name="consents.publication" label={t('consents.publication')} />
        </Section>

        <Section title={t('sections.summary')}>
          <p>{t('summary.intro')}</p>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1, m: 0 }}
          >
            <SummaryRow
              empty={t('summary.nothing')}
              term={t('fields.social_reason')}
              value={summaryValues.social_reason}
            />
            <SummaryRow empty={t('summary.nothing')} term={t('fields.cif')} value={summaryValues.cif} />
            <SummaryRow empty={t('summary.nothing')} term={t('fields.email')} value={summaryValues.email} />
            <SummaryRow
              empty={t('summary.nothing')}
              term={t('fields.address')}
              value={[
                summaryValues.address?.address,
                summaryValues.address?.postal_code,
                summaryValues.address?.city,
              ]
                .filter(Boolean)
                .join(', ')}
            />
            <SummaryRow
              empty={t('summary.nothing')}
              term={t('sections.components')}
              value={t('componentsCount', { count: components.length })}
            />
            <SummaryRow
              empty={t('summary.nothing')}
              term={t('summary.administrator')}
              value={administrator ? `${administrator.name} ${administrator.surnames}` : ''}
            />
            <SummaryRow
              empty={t('summary.nothing')}
              term={t('summary.documents')}
              value={[chosen.deed, chosen.registry_certificate].filter(Boolean).join(', ')}
            />
          </Box>
        </Section>

        <SubmitButton pending={mutation.isPending}>
          {mutation.isPending ? t('sending') : t('submit')}
        </SubmitButton>
      </Stack>
    </Box>
  )
}

function SummaryRow({ term, value, empty }: { term: string; value: string | undefined; empty: string }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || empty}
      </Box>
    </>
  )
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box component="section" id={id}>
      <Box component="h3" sx={{ fontSize: '1.25rem', mt: 0, mb: 2 }}>
        {title}
      </Box>
      {children}
    </Box>
  )
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
  )
}

function Text(props: Parameters<typeof FormTextField<FilingValues>>[0]) {
  return <FormTextField {...props} slotProps={{ inputLabel: { shrink: true } }} />
}

function Consent({
  control,
  name,
  label,
  required = false,
}: {
  control: Control<FilingValues>
  name: 'consents.data_processing' | 'consents.publication'
  label: string
  required?: boolean
}) {
  const {
    field: { value, onChange, ref, ...field },
    fieldState: { error },
  } = useController({ control, name })
  const errorId = `${name}-error`
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            {...field}
            id={name}
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                ref,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? errorId : undefined,
                required,
              } as object,
            }}
          />
        }
        label={required ? `${label} *` : label}
      />
      {error && (
        <FormHelperText id={errorId} error sx={helperTextSx}>
          {error.message}
        </FormHelperText>
      )}
    </Box>
  )
}

/** A file input with its label and hint; the form reads the file from it when sending. */
