'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useWatch, type Control, type UseFormSetFocus, type UseFormSetValue } from 'react-hook-form'
import { FormRadioGroup } from '@/components/ui/form-radio-group'
import { PlainFormField } from '@/components/ui/plain-form-field'
import plainStyles from '@/components/ui/plain-form.module.css'
import { useRegistryCollegiates, useRegistrySocieties } from '@/lib/client/registry'
import { isSearchable } from '@/lib/contract/registry'
import { complaintSubjectKinds, consumerComplaintLimits as limits } from '@/lib/contract/consumer-complaints'
import styles from './complaint-form.module.css'

/** The answers this part of the complaint form reads and writes. */
interface SubjectValues {
  subject_kind: string
  professional: string
  subject_registry_number: string
}

const suggestionCount = 5
const typingPauseMs = 300

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), typingPauseMs)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}

/** Registry entries matching what was typed, for the kind chosen; none until a kind is chosen. */
function useSuggestions(kind: string, typed: string) {
  const q = useSettled(typed.trim())
  const paging = { skip: 0, limit: suggestionCount }
  const collegiates = useRegistryCollegiates({ q: kind === 'professional' ? q : '', ...paging })
  const societies = useRegistrySocieties({ q: kind === 'society' ? q : '', ...paging })
  if (!isSearchable(q)) return undefined
  if (kind === 'professional')
    return collegiates.data?.items.map((item) => ({
      name: `${item.name} ${item.surname}`,
      number: item.collegiate_number,
    }))
  if (kind === 'society')
    return societies.data?.items.map((item) => ({ name: item.social_reason, number: item.sspp_number }))
  return undefined
}

/**
 * Whom a complaint about a practice concerns: a professional or a society, named freely; while typing, the public
 * registry suggests matches, and picking one sends its number too (staff then know exactly whom it is about).
 */
export function ComplaintSubjectField<T extends SubjectValues>({
  control: anyControl,
  setValue: anySetValue,
  setFocus: anySetFocus,
}: {
  control: Control<T>
  setValue: UseFormSetValue<T>
  setFocus: UseFormSetFocus<T>
}) {
  const t = useTranslations('ConsumerComplaint')
  const control = anyControl as unknown as Control<SubjectValues>
  const setValue = anySetValue as unknown as UseFormSetValue<SubjectValues>
  const setFocus = anySetFocus as unknown as UseFormSetFocus<SubjectValues>
  const [kind = '', typed = '', number = ''] = useWatch({
    control,
    name: ['subject_kind', 'professional', 'subject_registry_number'],
  })
  // The name a registry number was picked with (a restored draft brings both): editing it drops the number.
  const pickedName = useRef(number ? typed : '')
  useEffect(() => {
    if (number && typed !== pickedName.current) setValue('subject_registry_number', '')
  }, [number, typed, setValue])
  const previousKind = useRef(kind)
  useEffect(() => {
    if (previousKind.current !== kind && number) setValue('subject_registry_number', '')
    previousKind.current = kind
  }, [kind, number, setValue])

  const found = useSuggestions(kind, typed)
  const suggestions = number ? undefined : found

  const pick = (suggestion: { name: string; number: string }) => {
    pickedName.current = suggestion.name
    setValue('professional', suggestion.name, { shouldValidate: true })
    setValue('subject_registry_number', suggestion.number)
  }

  return (
    <div className={styles.subject}>
      <FormRadioGroup
        control={control}
        name="subject_kind"
        label={t('fields.subject_kind')}
        options={complaintSubjectKinds.map((option) => ({
          value: option,
          label: t(`subjectKinds.${option}`),
        }))}
      />
      <PlainFormField
        control={control}
        name="professional"
        label={t('fields.professional')}
        hint={t('hints.professional')}
        maxLength={limits.professional}
      />
      {/* Present from the start, so that a match picked is announced. */}
      <div role="status" className={styles.matched}>
        {number ? t('subject.matched', { number }) : ''}
      </div>
      {number ? (
        <div>
          <button
            type="button"
            className={plainStyles.outlinedButton}
            onClick={() => {
              setValue('subject_registry_number', '')
              setFocus('professional')
            }}
          >
            {t('subject.unmatch')}
          </button>
        </div>
      ) : (
        suggestions && (
          <section aria-labelledby="subject-suggestions-title">
            <p id="subject-suggestions-title" role="status" className={styles.suggestionsTitle}>
              {t('subject.suggestions', { count: suggestions.length })}
            </p>
            {suggestions.length > 0 && (
              <ul className={styles.suggestions}>
                {suggestions.map((suggestion) => (
                  <li key={suggestion.number}>
                    <button
                      type="button"
                      className={`${plainStyles.outlinedButton} ${styles.suggestion}`}
                      aria-label={t('subject.pick', { name: suggestion.name, number: suggestion.number })}
                      onClick={() => pick(suggestion)}
                    >
                      {suggestion.name} ({suggestion.number})
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      )}
    </div>
  )
}
