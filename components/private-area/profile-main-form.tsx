'use client'

import { useTranslations } from 'next-intl'
import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { useCountryOptions } from '@/lib/client/country-options'
import type { AttachmentGroup } from '@/lib/contract/attachments'
import { genders, ProfileAddressSchema, ProfileMainSchema, type MemberProfile } from '@/lib/contract/profile'
import { spanishProvinces } from '@/lib/contract/provinces'
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

// #main of the profile: personal data and address.

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
  const { form, mutation, failure, submit } = useProfileSection<MainValues>({
    group,
    schema: MainFormSchema,
    prepare: prepareMain,
    defaultValues: mainValues(profile),
  })
  const { control } = form
  const country = useWatch({ control, name: 'address.country' })

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="main-form-title"
      className={styles.section}
    >
      <h3 id="main-form-title" className={areaStyles.panelTitle}>
        {t('contactTitle')}
      </h3>
      <ActionOutcome failure={failure} success={mutation.isSuccess ? t('saved') : undefined} />
      <div className={styles.fields}>
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
        <h4 className={styles.fieldsHeading}>{t('addressTitle')}</h4>
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
      </div>
    </form>
  )
}

export function MainProfileForm({ group }: { group: AttachmentGroup }) {
  const t = useTranslations('ProfileData')
  return (
    <WithProfile group={group}>
      {(profile) => (
        <>
          {group === 'collegiates' && (
            <dl className={styles.collegiateFacts}>
              <dt>{t('fields.collegiateCode')}</dt>
              <dd>{profile.collegiate_code ?? t('notSet')}</dd>
              <dt>{t('fields.collegiateStatus')}</dt>
              <dd>{profile.collegiate_status ? t(`statuses.${profile.collegiate_status}`) : t('notSet')}</dd>
            </dl>
          )}
          <MainForm group={group} profile={profile} />
        </>
      )}
    </WithProfile>
  )
}
