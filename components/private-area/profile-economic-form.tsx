'use client'

import { friendlyFormatIBAN } from 'ibantools'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { useSepaMandate } from '@/lib/client/sepa'
import { isCollegiateProfile, ProfileEconomicSchema, type CollegiateProfile } from '@/lib/contract/profile'
import { SubmitButton } from './account-form-parts'
import { MandateStateText } from './mandate-state'
import { Field, useProfileSection, WithProfile } from './profile-form-parts'
import styles from './profile-forms.module.css'
import areaStyles from './private-area.module.css'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

// #economic of the profile: IBAN, SEPA mandate, discounts.

interface EconomicValues {
  economic: { iban: string }
}

const EconomicFormSchema = z.object({ economic: ProfileEconomicSchema })
const prepareEconomic = (values: EconomicValues) => values

/** Read from the mandate record, the one /sepa shows. */
function MandateState() {
  const t = useTranslations('MandateState')
  const label = useTranslations('ProfileData')('documents.sepa_mandate')
  const query = useSepaMandate()
  if (!query.isSuccess)
    return <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
  return (
    <div className={styles.documentState}>
      <strong>{label}: </strong>
      <MandateStateText mandate={query.data} />
    </div>
  )
}

function EconomicForm({ profile }: { profile: CollegiateProfile }) {
  const t = useTranslations('ProfileData')
  const format = useFormatter()
  const { form, mutation, failure, submit } = useProfileSection<EconomicValues>({
    group: 'collegiates',
    schema: EconomicFormSchema,
    prepare: prepareEconomic,
    defaultValues: {
      economic: { iban: profile.economic.iban ? (friendlyFormatIBAN(profile.economic.iban) ?? '') : '' },
    },
  })
  const { control } = form
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium' })
  const { discounts } = profile.economic

  return (
    <>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        aria-labelledby="economic-form-title"
        className={styles.section}
      >
        <h3 id="economic-form-title" className={areaStyles.panelTitle}>
          {t('bankTitle')}
        </h3>
        <ActionOutcome failure={failure} success={mutation.isSuccess ? t('saved') : undefined} />
        <div className={styles.fields}>
          <Field
            control={control}
            name="economic.iban"
            label={t('fields.iban')}
            hint={t('hints.iban')}
            autoComplete="off"
            required
            className={styles.monospaceField}
          />
          <MandateState />
          <SubmitButton pending={mutation.isPending}>{t('save')}</SubmitButton>
        </div>
      </form>
      <h3 id="discounts-title" className={areaStyles.panelTitle}>
        {t('discounts.title')}
      </h3>
      {discounts.length === 0 ? (
        <p>{t('discounts.none')}</p>
      ) : (
        <table aria-labelledby="discounts-title" className={styles.discounts}>
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
        </table>
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
