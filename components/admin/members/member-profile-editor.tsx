'use client'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useId, useMemo, type ReactNode } from 'react'
import {
  DateInput,
  Form,
  HttpError,
  NumberInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import type { z } from 'zod'
import { type AdminMember, AdminDiscountInputSchema, AdminMemberSchema } from '@/lib/contract/admin-members'
import {
  countryCodes,
  isCollegiateProfile,
  ProfileAcademicSchema,
  ProfileAddressSchema,
  ProfileEconomicSchema,
  ProfileMainSchema,
  ProfileProfessionalSchema,
  StudentAcademicSchema,
} from '@/lib/contract/profile'
import { contractValidator } from '@/lib/client/admin/contract-validation'
import { adminFetch, adminPath } from '@/lib/client/admin/data-provider'
import {
  degreeOriginChoices,
  degreeTypeChoices,
  exerciseChoices,
  genderChoices,
  situationChoices,
  specialtyChoices,
  workingDayChoices,
} from './member-choices'

const orNull = (value: string) => value || null

/** The server's 422 names fields as `section.field`; the section's form holds them by field. */
function fieldErrors(error: unknown): Record<string, string> | undefined {
  const errors =
    error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined
  if (!errors) return undefined
  return Object.fromEntries(
    Object.keys(errors).map((field) => [field.split('.')[1] ?? field, 'admin.profileData.issues.invalid']),
  )
}

function useSend() {
  const notify = useNotify()
  const refresh = useRefresh()
  return async (path: string, method: 'PATCH' | 'POST' | 'DELETE', json?: unknown) => {
    try {
      await adminFetch(path, AdminMemberSchema, { method, json })
      notify('admin.members.profile_saved', { type: 'success' })
      refresh()
      return undefined
    } catch (error) {
      const errors = fieldErrors(error)
      if (!errors)
        notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' })
      return errors
    }
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** One section of the profile, saved on its own with the member's own rules. */
function SectionForm({
  section,
  title,
  schema,
  values,
  children,
}: {
  section: string
  title: string
  schema: z.ZodType
  values: Record<string, unknown>
  children: ReactNode
}) {
  const record = useRecordContext<AdminMember>()!
  const send = useSend()
  const kind = record.profile && isCollegiateProfile(record.profile) ? 'collegiate' : 'precollegiate'
  const validate = useMemo(() => contractValidator(schema), [schema])
  return (
    <Section title={title}>
      <Form
        id={`member-${section}`}
        record={values}
        validate={validate}
        onSubmit={(data: Record<string, unknown>) =>
          send(`${adminPath('members', record.id)}/${kind}-profile`, 'PATCH', { [section]: data })
        }
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>{children}</Box>
        <SaveButton label="admin.members.save_section" />
      </Form>
    </Section>
  )
}

function useCountryChoices() {
  const [locale] = useLocaleState()
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    const collator = new Intl.Collator(locale)
    return countryCodes
      .map((code) => ({ id: code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name))
  }, [locale])
}

function Discounts() {
  const record = useRecordContext<AdminMember>()!
  const translate = useTranslate()
  const send = useSend()
  const [locale] = useLocaleState()
  const validate = useMemo(() => contractValidator(AdminDiscountInputSchema), [])
  if (!record.profile || !isCollegiateProfile(record.profile)) return null
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    )
  const discounts = record.profile.economic.discounts
  const base = `${adminPath('members', record.id)}/discounts`
  return (
    <Section title={translate('admin.profileData.discounts.title')}>
      {discounts.length === 0 ? (
        <Typography variant="body2">{translate('admin.members.no_discounts')}</Typography>
      ) : (
        <List dense>
          {discounts.map((discount) => (
            <ListItem
              key={discount.id}
              disableGutters
              secondaryAction={
                <Button size="small" onClick={() => send(`${base}/${discount.id}`, 'DELETE')}>
                  {translate('admin.members.discount_remove')}
                </Button>
              }
            >
              <ListItemText
                primary={`${discount.percent} % · ${discount.reason}`}
                secondary={`${day(discount.valid_from)} – ${discount.valid_until ? day(discount.valid_until) : '…'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Form
        // A new form once the discount is granted, empty for the next one.
        key={discounts.length}
        id="member-discount"
        record={{}}
        validate={validate}
        onSubmit={(data: Record<string, unknown>) => send(base, 'POST', data)}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <TextInput source="reason" />
          <NumberInput source="percent" min={1} max={100} />
          <DateInput source="valid_from" parse={orNull} />
          <DateInput source="valid_until" parse={orNull} />
        </Box>
        <SaveButton label="admin.members.discount_add" />
      </Form>
    </Section>
  )
}

/** Every section of the member's profile, as the member edits it, for staff to correct. */
export function MemberProfileEditor() {
  const record = useRecordContext<AdminMember>()
  const translate = useTranslate()
  const countries = useCountryChoices()
  const headingId = useId()
  if (!record?.profile) return null
  const profile = record.profile
  const collegiate = isCollegiateProfile(profile)
  const select = { parse: orNull }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('admin.members.profile')}
      </Typography>
      <SectionForm
        section="main"
        title={translate('admin.profileData.contactTitle')}
        schema={ProfileMainSchema}
        values={profile.main}
      >
        <TextInput source="phone1" />
        <TextInput source="phone2" parse={orNull} />
        <SelectInput source="gender" choices={genderChoices} {...select} />
        <SelectInput source="nationality" choices={countries} translateChoice={false} />
      </SectionForm>
      <SectionForm
        section="address"
        title={translate('admin.profileData.addressTitle')}
        schema={ProfileAddressSchema}
        values={profile.address}
      >
        <TextInput source="address" />
        <TextInput source="postal_code" />
        <TextInput source="city" />
        <TextInput source="region" />
        <SelectInput source="country" choices={countries} translateChoice={false} />
      </SectionForm>
      <SectionForm
        section="academic"
        title={translate('admin.profileData.academicTitle')}
        schema={collegiate ? ProfileAcademicSchema : StudentAcademicSchema}
        values={profile.academic}
      >
        <TextInput source="degree_title" />
        <SelectInput source="degree_type" choices={degreeTypeChoices} />
        <TextInput source="university" />
        <SelectInput source="degree_origin" choices={degreeOriginChoices} />
        <TextInput source="registry_csv" parse={orNull} />
        <DateInput source="issue_date" parse={orNull} />
        <DateInput source="homologation_date" parse={orNull} />
        <SelectArrayInput source="specialties" choices={specialtyChoices} />
      </SectionForm>
      {collegiate ? (
        <>
          <SectionForm
            section="economic"
            title={translate('admin.profileData.bankTitle')}
            schema={ProfileEconomicSchema}
            values={{ iban: profile.economic.iban }}
          >
            <TextInput source="iban" />
          </SectionForm>
          <Discounts />
          <SectionForm
            section="professional"
            title={translate('admin.profileData.professionalTitle')}
            schema={ProfileProfessionalSchema}
            values={profile.professional}
          >
            <SelectInput source="situation" choices={situationChoices} />
            <SelectInput source="exercise" choices={exerciseChoices} {...select} />
            <SelectInput source="working_day" choices={workingDayChoices} {...select} />
            <TextInput source="epc_number" />
            <TextInput source="workplace_name" parse={orNull} />
            <TextInput source="workplace_phone" parse={orNull} />
          </SectionForm>
        </>
      ) : null}
    </Box>
  )
}
