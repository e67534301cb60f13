'use client'

import { useTranslations } from 'next-intl'
import type { RefObject } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import { PlainTextArea } from '@/components/ui/plain-form-field'
import { useCountryOptions } from '@/lib/client/country-options'
import { spanishProvinces } from '@/lib/contract/provinces'
import { FileField } from './file-field'
import styles from './societies.module.css'
import { SelectField, type EditorComponent } from './society-components-editor'
import { Grid, Section, SummaryRow, Text } from './society-filing-parts'
import { chosenName, type FileRole, type FilingValues } from './society-filing-values'

type Props = { control: Control<FilingValues> }

export function SocietyDataSection({ control }: Props) {
  const t = useTranslations('ProfessionalSocieties')
  return (
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
  )
}

/** The registered office; in Spain the province is one of its provinces. */
export function AddressSection({ control }: Props) {
  const t = useTranslations('ProfessionalSocieties')
  const countryOptions = useCountryOptions()
  const country = useWatch({ control, name: 'address.country' })
  return (
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
  )
}

export function RegistrySection({ control }: Props) {
  const t = useTranslations('ProfessionalSocieties')
  return (
    <Section title={t('sections.registry')}>
      <Grid>
        <Text control={control} name="registry.name" label={t('fields.registry_name')} />
        <Text control={control} name="registry.volume" label={t('fields.registry_volume')} />
        <Text control={control} name="registry.folio" label={t('fields.registry_folio')} />
        <Text control={control} name="registry.sheet" label={t('fields.registry_sheet')} />
        <Text control={control} name="notary.name" label={t('fields.notary_name')} />
        <Text control={control} name="notary.protocol_number" label={t('fields.notary_protocol_number')} />
        <Text control={control} name="notary.deed_date" label={t('fields.deed_date')} type="date" />
      </Grid>
      <div className={styles.observations}>
        <PlainTextArea
          control={control}
          name="observations"
          label={t('fields.observations')}
          minRows={3}
          floatingLabel={false}
        />
      </div>
    </Section>
  )
}

/** The deed, required, and the registry certificate; the form reads the files from their inputs when sending. */
export function DocumentsSection({
  deedInput,
  certificateInput,
  fileErrors,
  onChosen,
}: {
  deedInput: RefObject<HTMLInputElement | null>
  certificateInput: RefObject<HTMLInputElement | null>
  fileErrors: Partial<Record<FileRole, string>>
  onChosen: (role: FileRole, name: string | undefined) => void
}) {
  const t = useTranslations('ProfessionalSocieties')
  return (
    <Section title={t('sections.documents')}>
      <div className={styles.documents}>
        <FileField
          id="deed"
          name="deed"
          inputRef={deedInput}
          label={`${t('documents.deed')} *`}
          hint={t('documents.hint')}
          error={fileErrors.deed}
          onChange={(event) => onChosen('deed', chosenName(event))}
        />
        <FileField
          id="registry_certificate"
          name="registry_certificate"
          inputRef={certificateInput}
          label={t('documents.registry_certificate')}
          hint={`${t('documents.hint')} ${t('documents.optional')}`}
          required={false}
          error={fileErrors.registry_certificate}
          onChange={(event) => onChosen('registry_certificate', chosenName(event))}
        />
      </div>
    </Section>
  )
}

export function FilingSummary({
  control,
  components,
  chosen,
}: Props & { components: readonly EditorComponent[]; chosen: Partial<Record<FileRole, string>> }) {
  const t = useTranslations('ProfessionalSocieties')
  const summaryValues = useWatch({ control })
  const administrator = components.find((component) => component.administrator)
  return (
    <Section title={t('sections.summary')}>
      <p>{t('summary.intro')}</p>
      <dl className={`${styles.facts} ${styles.summaryFacts}`}>
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
      </dl>
    </Section>
  )
}
