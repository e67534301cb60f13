'use client'

import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { toNestErrors } from '@hookform/resolvers'
import { friendlyFormatIBAN } from 'ibantools'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react'
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form'
import { z } from 'zod'
import { FormTextField, helperTextSx } from '@/components/ui/form-text-field'
import { RequiredLabel } from '@/components/ui/required-label'
import { ApiError } from '@/lib/client/api-client'
import { useAttachments } from '@/lib/client/attachments'
import { useProfile, useUpdateProfile, type ProfilePatch } from '@/lib/client/profile'
import { Link } from '@/lib/i18n/navigation'
import type { Attachment, AttachmentGroup } from '@/lib/contract/attachments'
import {
  countryCodes,
  degreeOrigins,
  degreeTypes,
  exerciseSectors,
  genders,
  isCollegiateProfile,
  professionalSituations,
  ProfileAcademicSchema,
  ProfileAddressSchema,
  ProfileEconomicSchema,
  ProfileMainSchema,
  ProfileProfessionalSchema,
  profileWorkingDays,
  specialties,
  StudentAcademicSchema,
  type CollegiateProfile,
  type MemberProfile,
} from '@/lib/contract/profile'
import { spanishProvinces } from '@/lib/contract/provinces'
import { FormOutcome, SubmitButton, useFailureText } from './account-form-parts'
import { QueryStatus } from './query-states'

type Translate = ReturnType<typeof useTranslations<'ProfileData'>>
type Issue = z.core.$ZodIssue

const subheadingSx = { fontSize: '1.25rem', mt: 0, mb: 2 } as const

/** An issue of the contract schemas in the page language: by its `reason` param, else by its code. */
export function issueText(t: Translate, issue: Issue): string {
  const reason = 'params' in issue ? (issue.params as { reason?: string } | undefined)?.reason : undefined
  if (reason) return t(`issues.${reason}` as Parameters<Translate>[0])
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array' ? t('issues.specialtyRequired') : t('issues.required')
    case 'too_big':
      return t('issues.tooLong', { max: Number(issue.maximum) })
    case 'invalid_value':
      return t('issues.choose')
    case 'invalid_type':
      return t('issues.required')
    case 'invalid_format':
      return t('issues.date')
    default:
      return t('issues.invalid')
  }
}

/**
 * Validates a section form with the contract schema the API uses, and words each issue in the page language. The
 * values are prepared first (empty choices and dates become null).
 */
function useSectionResolver<V extends FieldValues>(schema: z.ZodType, prepare: (values: V) => unknown) {
  const t = useTranslations('ProfileData')
  return useMemo<Resolver<V, unknown, V>>(
    () => async (values, _context, options) => {
      const result = schema.safeParse(prepare(values))
      if (result.success) return { values, errors: {} }
      const errors: Record<string, FieldError> = {}
      for (const issue of result.error.issues) {
        const key = issue.path.join('.')
        errors[key] ??= { type: issue.code, message: issueText(t, issue) }
      }
      return { values: {}, errors: toNestErrors(errors, options) }
    },
    [schema, prepare, t],
  )
}

const emptyAsNull = (value: string) => (value.trim() === '' ? null : value)

type FieldProps<T extends FieldValues> = ComponentProps<typeof FormTextField<T>> & {
  options?: ReadonlyArray<{ value: string; label: string }>
  /** The text of the empty choice of a select. */
  emptyOption?: string
}

/** A text field, date or native select bound to the form, its id the field name, its label always above. */
function Field<T extends FieldValues>({ options, emptyOption, ...props }: FieldProps<T>) {
  return (
    <FormTextField
      {...props}
      select={Boolean(options)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options && (
        <>
          <option value="">{emptyOption ?? ''}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </>
      )}
    </FormTextField>
  )
}

/** Loading, failure with retry, or the section's content once the profile is there. */
function WithProfile({
  group,
  children,
}: {
  group: AttachmentGroup
  children: (profile: MemberProfile) => ReactNode
}) {
  const t = useTranslations('ProfileData')
  const query = useProfile(group)
  if (query.data) return <>{children(query.data)}</>
  return <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
}

type ProvingKind = keyof MemberProfile['documents']

/**
 * The latest attachment that proves a field, or that there is none, with the way to the upload panel. The panel's
 * list (same query) is preferred, so an upload on this page shows here at once; the profile's answer stands in.
 */
function DocumentState({
  group,
  kind,
  profile,
}: {
  group: AttachmentGroup
  kind: ProvingKind
  profile: MemberProfile
}) {
  const t = useTranslations('ProfileData')
  const format = useFormatter()
  const list = useAttachments(group).data
  const attachment: Attachment | null = list
    ? (list.find((item) => item.kind === kind) ?? null)
    : profile.documents[kind]
  return (
    <Box sx={{ fontSize: '0.9375rem' }}>
      <strong>{t(`documents.${kind}`)}: </strong>
      {attachment
        ? t('documents.uploaded', {
            name: attachment.filename,
            date: format.dateTime(new Date(attachment.created_at), { dateStyle: 'medium' }),
          })
        : t('documents.missing')}{' '}
      <MuiLink href="#attachments">{t('documents.manage')}</MuiLink>
    </Box>
  )
}

/** Saves the sections of one form; fields keep what was typed when the save fails. */
function useSectionSave(group: AttachmentGroup) {
  const t = useTranslations('ProfileData')
  const failureText = useFailureText()
  const mutation = useUpdateProfile(group)
  const [failure, setFailure] = useState<string>()
  const save = (patch: ProfilePatch, setFieldError: (path: string, message: string) => void) => {
    setFailure(undefined)
    mutation.mutate(patch, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && Array.isArray(error.detail)) {
          for (const issue of error.detail) setFieldError(issue.loc.slice(1).join('.'), t('issues.invalid'))
          setFailure(t('fixFields'))
        } else setFailure(failureText(error))
      },
    })
  }
  return { mutation, failure, save }
}

const optionsOf = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
  keys.map((key) => ({ value: key, label: label(key) }))

function useCountryOptions() {
  const locale = useLocale()
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    const collator = new Intl.Collator(locale)
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label))
  }, [locale])
}

// ── #main: personal data and address ──

interface MainValues {
  main: { phone1: string; phone2: string; gender: string; nationality: string }
  address: { address: string; postal_code: string; city: string; region: string; country: string }
}

const MainFormSchema = z.object({ main: ProfileMainSchema, address: ProfileAddressSchema })
const prepareMain = (values: MainValues) => ({
  main: { ...values.main, gender: emptyAsNull(values.main.gender) },
  address: values.address,
})

const mainValues = (profile: MemberProfile): MainValues => ({
  main: {
    phone1: profile.main.phone1 ?? '',
    phone2: profile.main.phone2 ?? '',
    gender: profile.main.gender ?? '',
    nationality: profile.main.nationality ?? '',
  },
  address: {
    address: profile.address.address ?? '',
    postal_code: profile.address.postal_code ?? '',
    city: profile.address.city ?? '',
    region: profile.address.region ?? '',
    country: profile.address.country ?? 'ES',
  },
})

function MainForm({ group, profile }: { group: AttachmentGroup; profile: MemberProfile }) {
  const t = useTranslations('ProfileData')
  const countries = useCountryOptions()
  const genderOptions = optionsOf(genders, (key) => t(`genders.${key}`))
  const resolver = useSectionResolver<MainValues>(MainFormSchema, prepareMain)
  const { control, handleSubmit, setError } = useForm<MainValues, unknown, MainValues>({
    resolver,
    defaultValues: mainValues(profile),
  })
  const country = useWatch({ control, name: 'address.country' })
  const { mutation, failure, save } = useSectionSave(group)

  const submit = handleSubmit((values) =>
    save(MainFormSchema.parse(prepareMain(values)) as ProfilePatch, (path, message) =>
      setError(path as FieldPath<MainValues>, { message }),
    ),
  )

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="main-form-title"
      sx={{ mb: 4 }}
    >
      <Box component="h3" id="main-form-title" sx={subheadingSx}>
        {t('contactTitle')}
      </Box>
      <FormOutcome failure={failure} success={mutation.isSuccess ? t('saved') : undefined} />
      <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
        <Field
          control={control}
          name="main.phone1"
          label={t('fields.phone1')}
          type="tel"
          autoComplete="tel"
          required
        />
        <Field
          control={control}
          name="main.phone2"
          label={t('fields.phone2')}
          type="tel"
          autoComplete="off"
        />
        <Field
          control={control}
          name="main.gender"
          label={t('fields.gender')}
          options={genderOptions}
          emptyOption={t('notSaid')}
        />
        <Field
          control={control}
          name="main.nationality"
          label={t('fields.nationality')}
          options={countries}
          emptyOption={t('choose')}
          required
        />
        <DocumentState group={group} kind="id_card" profile={profile} />
        <Box component="h4" sx={{ fontSize: '1.125rem', m: 0 }}>
          {t('addressTitle')}
        </Box>
        <Field
          control={control}
          name="address.address"
          label={t('fields.address')}
          autoComplete="street-address"
          required
        />
        <Field
          control={control}
          name="address.country"
          label={t('fields.country')}
          options={countries}
          emptyOption={t('choose')}
          autoComplete="country"
          required
        />
        {country === 'ES' ? (
          <Field
            control={control}
            name="address.region"
            label={t('fields.province')}
            options={spanishProvinces.map((name) => ({ value: name, label: name }))}
            emptyOption={t('choose')}
            required
          />
        ) : (
          <Field
            control={control}
            name="address.region"
            label={t('fields.region')}
            autoComplete="address-level1"
            required
          />
        )}
        <Field
          control={control}
          name="address.postal_code"
          label={t('fields.postalCode')}
          autoComplete="postal-code"
          hint={country === 'ES' ? t('hints.postalCode') : undefined}
          required
        />
        <Field
          control={control}
          name="address.city"
          label={t('fields.city')}
          autoComplete="address-level2"
          required
        />
        <SubmitButton pending={mutation.isPending}>{t('save')}</SubmitButton>
      </Stack>
    </Box>
  )
}

/** Collegiate code and status (set by the association), then the personal data and address form. */
export function MainProfileForm({ group }: { group: AttachmentGroup }) {
  const t = useTranslations('ProfileData')
  return (
    <WithProfile group={group}>
      {(profile) => (
        <>
          {group === 'collegiates' && (
            <Box component="dl" sx={{ m: 0, mb: 3, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1 } }}>
              <dt>{t('fields.collegiateCode')}</dt>
              <dd>{profile.collegiate_code ?? t('notSet')}</dd>
              <dt>{t('fields.collegiateStatus')}</dt>
              <dd>{profile.collegiate_status ? t(`statuses.${profile.collegiate_status}`) : t('notSet')}</dd>
            </Box>
          )}
          <MainForm group={group} profile={profile} />
        </>
      )}
    </WithProfile>
  )
}

// ── #economic: IBAN, SEPA mandate, discounts ──

interface EconomicValues {
  economic: { iban: string }
}

const EconomicFormSchema = z.object({ economic: ProfileEconomicSchema })
const prepareEconomic = (values: EconomicValues) => values

function EconomicForm({ profile }: { profile: CollegiateProfile }) {
  const t = useTranslations('ProfileData')
  const format = useFormatter()
  const resolver = useSectionResolver<EconomicValues>(EconomicFormSchema, prepareEconomic)
  const { control, handleSubmit, setError } = useForm<EconomicValues, unknown, EconomicValues>({
    resolver,
    defaultValues: {
      economic: { iban: profile.economic.iban ? (friendlyFormatIBAN(profile.economic.iban) ?? '') : '' },
    },
  })
  const { mutation, failure, save } = useSectionSave('collegiates')
  const submit = handleSubmit((values) =>
    save(EconomicFormSchema.parse(values), (path, message) =>
      setError(path as FieldPath<EconomicValues>, { message }),
    ),
  )
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium' })
  const { discounts } = profile.economic

  return (
    <>
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={submit}
        aria-labelledby="economic-form-title"
        sx={{ mb: 4 }}
      >
        <Box component="h3" id="economic-form-title" sx={subheadingSx}>
          {t('bankTitle')}
        </Box>
        <FormOutcome failure={failure} success={mutation.isSuccess ? t('saved') : undefined} />
        <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
          <Field
            control={control}
            name="economic.iban"
            label={t('fields.iban')}
            hint={t('hints.iban')}
            autoComplete="off"
            required
            sx={{ '& input': { fontFamily: 'monospace' } }}
          />
          <DocumentState group="collegiates" kind="sepa_mandate" profile={profile} />
          <Box sx={{ fontSize: '0.9375rem' }}>
            {t('sepaIntro')}{' '}
            <MuiLink component={Link} href="/sepa">
              {t('sepaLink')}
            </MuiLink>
          </Box>
          <SubmitButton pending={mutation.isPending}>{t('save')}</SubmitButton>
        </Stack>
      </Box>
      <Box component="h3" id="discounts-title" sx={subheadingSx}>
        {t('discounts.title')}
      </Box>
      {discounts.length === 0 ? (
        <p>{t('discounts.none')}</p>
      ) : (
        <Box
          component="table"
          aria-labelledby="discounts-title"
          sx={{
            borderCollapse: 'collapse',
            width: '100%',
            '& th, & td': { textAlign: 'start', p: 1, borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <thead>
            <tr>
              <th scope="col">{t('discounts.reason')}</th>
              <th scope="col">{t('discounts.percent')}</th>
              <th scope="col">{t('discounts.validity')}</th>
            </tr>
          </thead>
          <tbody>
            {discounts.map((discount) => (
              <tr key={discount.id}>
                <td>{discount.reason}</td>
                <td>{format.number(discount.percent / 100, { style: 'percent' })}</td>
                <td>
                  {discount.valid_until
                    ? t('discounts.between', {
                        from: day(discount.valid_from),
                        until: day(discount.valid_until),
                      })
                    : t('discounts.since', { from: day(discount.valid_from) })}
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </>
  )
}

export function EconomicProfileForm() {
  return (
    <WithProfile group="collegiates">
      {(profile) => (isCollegiateProfile(profile) ? <EconomicForm profile={profile} /> : null)}
    </WithProfile>
  )
}

// ── #proffesional: academic data, and professional data of collegiates ──

interface ProfessionalValues {
  academic: {
    degree_title: string
    degree_type: string
    university: string
    degree_origin: string
    registry_csv: string
    issue_date: string
    homologation_date: string
    specialties: string[]
  }
  professional: {
    situation: string
    exercise: string
    working_day: string
    epc_number: string
    workplace_name: string
    workplace_phone: string
  }
}

const prepareAcademic = (academic: ProfessionalValues['academic']) => ({
  ...academic,
  degree_type: emptyAsNull(academic.degree_type) ?? undefined,
  degree_origin: emptyAsNull(academic.degree_origin) ?? undefined,
  issue_date: emptyAsNull(academic.issue_date),
  homologation_date: emptyAsNull(academic.homologation_date),
})
const prepareCollegiate = (values: ProfessionalValues) => ({
  academic: prepareAcademic(values.academic),
  professional: {
    ...values.professional,
    situation: emptyAsNull(values.professional.situation) ?? undefined,
    exercise: emptyAsNull(values.professional.exercise),
    working_day: emptyAsNull(values.professional.working_day),
  },
})
const prepareStudent = (values: ProfessionalValues) => ({ academic: prepareAcademic(values.academic) })
const CollegiateProfessionalSchema = z.object({
  academic: ProfileAcademicSchema,
  professional: ProfileProfessionalSchema,
})
const StudentSchema = z.object({ academic: StudentAcademicSchema })

const professionalValues = (profile: MemberProfile): ProfessionalValues => {
  const professional = isCollegiateProfile(profile) ? profile.professional : undefined
  return {
    academic: {
      degree_title: profile.academic.degree_title ?? '',
      degree_type: profile.academic.degree_type ?? '',
      university: profile.academic.university ?? '',
      degree_origin: profile.academic.degree_origin ?? 'spanish',
      registry_csv: profile.academic.registry_csv ?? '',
      issue_date: profile.academic.issue_date ?? '',
      homologation_date: profile.academic.homologation_date ?? '',
      specialties: profile.academic.specialties,
    },
    professional: {
      situation: professional?.situation ?? '',
      exercise: professional?.exercise ?? '',
      working_day: professional?.working_day ?? '',
      epc_number: professional?.epc_number ?? '',
      workplace_name: professional?.workplace_name ?? '',
      workplace_phone: professional?.workplace_phone ?? '',
    },
  }
}

/** The specialties as a group of checkboxes: at least one, each once. */
function SpecialtiesField({ control }: { control: Control<ProfessionalValues> }) {
  const t = useTranslations('ProfileData')
  const {
    field: { value, onChange, ref },
    fieldState: { error },
  } = useController({ control, name: 'academic.specialties' })
  const toggle = (key: string, checked: boolean) =>
    onChange(checked ? [...value.filter((item) => item !== key), key] : value.filter((item) => item !== key))
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        <RequiredLabel required>{t('fields.specialties')}</RequiredLabel>
      </FormLabel>
      <FormGroup>
        {specialties.map((key, index) => (
          <FormControlLabel
            key={key}
            label={t(`specialties.${key}`)}
            control={
              <Checkbox
                id={index === 0 ? 'academic.specialties' : undefined}
                checked={value.includes(key)}
                onChange={(_, checked) => toggle(key, checked)}
                slotProps={index === 0 ? { input: { ref } } : undefined}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText sx={helperTextSx}>{error.message}</FormHelperText>}
    </FormControl>
  )
}

function ProfessionalForm({ group, profile }: { group: AttachmentGroup; profile: MemberProfile }) {
  const t = useTranslations('ProfileData')
  const collegiate = group === 'collegiates'
  const schema = collegiate ? CollegiateProfessionalSchema : StudentSchema
  const prepare = collegiate ? prepareCollegiate : prepareStudent
  const resolver = useSectionResolver<ProfessionalValues>(schema, prepare)
  const { control, handleSubmit, setError } = useForm<ProfessionalValues, unknown, ProfessionalValues>({
    resolver,
    defaultValues: professionalValues(profile),
  })
  const origin = useWatch({ control, name: 'academic.degree_origin' })
  const { mutation, failure, save } = useSectionSave(group)
  const submit = handleSubmit((values) =>
    save(schema.parse(prepare(values)) as ProfilePatch, (path, message) =>
      setError(path as FieldPath<ProfessionalValues>, { message }),
    ),
  )

  return (
    <Box component="form" method="post" noValidate onSubmit={submit} aria-labelledby="academic-form-title">
      <FormOutcome failure={failure} success={mutation.isSuccess ? t('saved') : undefined} />
      <Box component="h3" id="academic-form-title" sx={subheadingSx}>
        {t('academicTitle')}
      </Box>
      <Stack spacing={2.5} sx={{ maxWidth: 560, mb: 4 }}>
        <Field control={control} name="academic.degree_title" label={t('fields.degreeTitle')} required />
        <Field
          control={control}
          name="academic.degree_type"
          label={t('fields.degreeType')}
          options={optionsOf(degreeTypes, (key) => t(`degreeTypes.${key}`))}
          emptyOption={t('choose')}
          required
        />
        <Field control={control} name="academic.university" label={t('fields.university')} required />
        <Field
          control={control}
          name="academic.degree_origin"
          label={t('fields.degreeOrigin')}
          options={optionsOf(degreeOrigins, (key) => t(`degreeOrigins.${key}`))}
          emptyOption={t('choose')}
          required
        />
        <Field
          control={control}
          name="academic.issue_date"
          label={t('fields.issueDate')}
          type="date"
          required={collegiate}
        />
        {origin === 'foreign' ? (
          <Field
            control={control}
            name="academic.homologation_date"
            label={t('fields.homologationDate')}
            type="date"
            required={collegiate}
          />
        ) : (
          <Field
            control={control}
            name="academic.registry_csv"
            label={t('fields.registryCsv')}
            hint={t('hints.registryCsv')}
            autoComplete="off"
            required={collegiate}
          />
        )}
        <SpecialtiesField control={control} />
        <DocumentState group={group} kind="diploma" profile={profile} />
        {origin === 'foreign' && <DocumentState group={group} kind="homologation" profile={profile} />}
      </Stack>
      {collegiate && (
        <>
          <Box component="h3" sx={subheadingSx}>
            {t('professionalTitle')}
          </Box>
          <Stack spacing={2.5} sx={{ maxWidth: 560, mb: 3 }}>
            <Field
              control={control}
              name="professional.situation"
              label={t('fields.situation')}
              options={optionsOf(professionalSituations, (key) => t(`situations.${key}`))}
              emptyOption={t('choose')}
              required
            />
            <Field
              control={control}
              name="professional.exercise"
              label={t('fields.exercise')}
              options={optionsOf(exerciseSectors, (key) => t(`exercises.${key}`))}
              emptyOption={t('notSet')}
            />
            <Field
              control={control}
              name="professional.working_day"
              label={t('fields.workingDay')}
              options={optionsOf(profileWorkingDays, (key) => t(`workingDays.${key}`))}
              emptyOption={t('notSet')}
            />
            <Field
              control={control}
              name="professional.epc_number"
              label={t('fields.epcNumber')}
              hint={t('hints.epcNumber')}
              autoComplete="off"
              required
            />
            <Field
              control={control}
              name="professional.workplace_name"
              label={t('fields.workplaceName')}
              autoComplete="organization"
            />
            <Field
              control={control}
              name="professional.workplace_phone"
              label={t('fields.workplacePhone')}
              type="tel"
              autoComplete="off"
            />
          </Stack>
        </>
      )}
      <SubmitButton pending={mutation.isPending}>{t('save')}</SubmitButton>
    </Box>
  )
}

export function ProfessionalProfileForm({ group }: { group: AttachmentGroup }) {
  return (
    <WithProfile group={group}>
      {(profile) => <ProfessionalForm group={group} profile={profile} />}
    </WithProfile>
  )
}
