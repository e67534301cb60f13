'use client'

import { useTranslations } from 'next-intl'
import { useController, useWatch, type Control } from 'react-hook-form'
import { z } from 'zod'
import { ActionOutcome } from '@/components/ui/action-outcome'
import choiceStyles from '@/components/ui/choice-field.module.css'
import { PlainCheckbox } from '@/components/ui/form-checkbox'
import { HelperText } from '@/components/ui/helper-text'
import { RequiredLabel } from '@/components/ui/required-label'
import type { AttachmentGroup } from '@/lib/contract/attachments'
import {
  degreeOrigins,
  degreeTypes,
  exerciseSectors,
  isCollegiateProfile,
  professionalSituations,
  ProfileAcademicSchema,
  ProfileProfessionalSchema,
  profileWorkingDays,
  specialties,
  StudentAcademicSchema,
  type MemberProfile,
} from '@/lib/contract/profile'
import { SubmitButton } from './account-form-parts'
import {
  DocumentState,
  emptyAsNull,
  Field,
  optionsOf,
  useProfileSection,
  WithProfile,
} from './profile-form-parts'
import styles from './profile-forms.module.css'
import areaStyles from './private-area.module.css'

// #proffesional of the profile: academic data, and professional data of collegiates.

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

/** At least one, each once. */
function SpecialtiesField({ control }: { control: Control<ProfessionalValues> }) {
  const t = useTranslations('ProfileData')
  const {
    field: { value, onChange, ref },
    fieldState: { error },
  } = useController({ control, name: 'academic.specialties' })
  const toggle = (key: string, checked: boolean) =>
    onChange(checked ? [...value.filter((item) => item !== key), key] : value.filter((item) => item !== key))
  return (
    <fieldset className={error ? `${choiceStyles.group} ${choiceStyles.invalid}` : choiceStyles.group}>
      <legend className={choiceStyles.legend}>
        <RequiredLabel required>{t('fields.specialties')}</RequiredLabel>
      </legend>
      {specialties.map((key, index) => (
        <label key={key} className={choiceStyles.choice}>
          <PlainCheckbox
            {...(index === 0 ? { id: 'academic.specialties', ref } : {})}
            checked={value.includes(key)}
            onChange={(event) => toggle(key, event.target.checked)}
          />
          {t(`specialties.${key}`)}
        </label>
      ))}
      {error && (
        <HelperText id="academic.specialties-error" error>
          {error.message}
        </HelperText>
      )}
    </fieldset>
  )
}

function ProfessionalForm({ group, profile }: { group: AttachmentGroup; profile: MemberProfile }) {
  const t = useTranslations('ProfileData')
  const collegiate = group === 'collegiates'
  const schema = collegiate ? CollegiateProfessionalSchema : StudentSchema
  const prepare = collegiate ? prepareCollegiate : prepareStudent
  const { form, mutation, failure, submit } = useProfileSection<ProfessionalValues>({
    group,
    schema,
    prepare,
    defaultValues: professionalValues(profile),
  })
  const { control } = form
  const origin = useWatch({ control, name: 'academic.degree_origin' })

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="academic-form-title">
      <ActionOutcome failure={failure} success={mutation.isSuccess ? t('saved') : undefined} />
      <h3 id="academic-form-title" className={areaStyles.panelTitle}>
        {t('academicTitle')}
      </h3>
      <div className={`${styles.fields} ${styles.fieldsBeforeSection}`}>
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
      </div>
      {collegiate && (
        <>
          <h3 className={areaStyles.panelTitle}>{t('professionalTitle')}</h3>
          <div className={`${styles.fields} ${styles.fieldsBeforeButton}`}>
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
          </div>
        </>
      )}
      <SubmitButton pending={mutation.isPending}>{t('save')}</SubmitButton>
    </form>
  )
}

export function ProfessionalProfileForm({ group }: { group: AttachmentGroup }) {
  return (
    <WithProfile group={group}>
      {(profile) => <ProfessionalForm group={group} profile={profile} />}
    </WithProfile>
  )
}
