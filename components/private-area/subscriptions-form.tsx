'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { ActionOutcome } from '@/components/ui/action-outcome'
import choiceStyles from '@/components/ui/choice-field.module.css'
import { PlainCheckbox } from '@/components/ui/form-checkbox'
import { PlainSwitch } from '@/components/ui/plain-switch'
import { schemaMessage, useContractForm } from '@/lib/client/contract-form'
import { useSaveSubscriptions, useSubscriptions } from '@/lib/client/preferences'
import type { Term } from '@/lib/contract/listing'
import {
  categorisedTopics,
  type PreferencesGroup,
  type Subscription,
  type SubscriptionTopic,
  type SubscriptionUpdate,
  SubscriptionUpdateSchema,
} from '@/lib/contract/preferences'
import { SubmitButton } from './account-form-parts'
import styles from './preferences.module.css'
import { QueryStatus } from './query-states'

const topicGroups: ReadonlyArray<{
  key: 'association' | 'activities' | 'work'
  topics: SubscriptionTopic[]
}> = [
  { key: 'association', topics: ['news', 'newsletter', 'procedure_notices'] },
  { key: 'activities', topics: ['courses', 'events'] },
  { key: 'work', topics: ['job_offers'] },
]

const isCategorised = (topic: SubscriptionTopic) => (categorisedTopics as readonly string[]).includes(topic)

type FormValues = SubscriptionUpdate

const toValues = (list: Subscription[]): FormValues => ({
  subscriptions: list.map(({ topic, subscribed, categories }) =>
    isCategorised(topic) ? { topic, subscribed, categories } : { topic, subscribed },
  ),
})

/** Spec §2 /subscriptions; a failed save keeps every choice on screen. */
export function SubscriptionsForm({ group, categories }: { group: PreferencesGroup; categories: Term[] }) {
  const t = useTranslations('Subscriptions')
  const query = useSubscriptions(group)

  if (!query.isSuccess)
    return <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
  return <LoadedForm group={group} categories={categories} list={query.data} />
}

function LoadedForm({
  group,
  categories,
  list,
}: {
  group: PreferencesGroup
  categories: Term[]
  list: Subscription[]
}) {
  const t = useTranslations('Subscriptions')
  const save = useSaveSubscriptions(group)
  const [failure, setFailure] = useState<string>()
  const [saved, setSaved] = useState<string>()
  const { control, handleSubmit, reset, failureText } = useContractForm<FormValues>({
    schema: SubscriptionUpdateSchema,
    message: schemaMessage,
    defaultValues: toValues(list),
  })
  const values = useWatch({ control, name: 'subscriptions' })

  const submit = handleSubmit(
    (update) => {
      setFailure(undefined)
      setSaved(undefined)
      save.mutate(update, {
        onSuccess: (answer) => {
          reset(toValues(answer))
          setSaved(t('saved'))
        },
        onError: (error) => setFailure(failureText(error)),
      })
    },
    () => setFailure(t('invalid')),
  )

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)}>
      <ActionOutcome failure={failure} success={saved} />
      <div className={styles.topicGroups}>
        {topicGroups.map((topicGroup) => (
          <fieldset key={topicGroup.key} className={styles.topicGroup}>
            <legend className={styles.topicGroupLegend}>{t(`groups.${topicGroup.key}`)}</legend>
            <div className={styles.topics}>
              {topicGroup.topics.map((topic) => {
                const index = values.findIndex((value) => value.topic === topic)
                if (index < 0) return null
                return (
                  <TopicField
                    key={topic}
                    control={control}
                    index={index}
                    topic={topic}
                    subscribed={values[index]!.subscribed}
                    categories={categories}
                  />
                )
              })}
            </div>
          </fieldset>
        ))}
        <SubmitButton pending={save.isPending}>{save.isPending ? t('saving') : t('save')}</SubmitButton>
      </div>
    </form>
  )
}

function TopicField({
  control,
  index,
  topic,
  subscribed,
  categories,
}: {
  control: Control<FormValues>
  index: number
  topic: SubscriptionTopic
  subscribed: boolean
  categories: Term[]
}) {
  const t = useTranslations('Subscriptions')
  const descriptionId = useId()
  return (
    <div>
      <Controller
        control={control}
        name={`subscriptions.${index}.subscribed`}
        render={({ field }) => (
          <PlainSwitch
            label={t(`topics.${topic}.name`)}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            aria-describedby={descriptionId}
          />
        )}
      />
      <div id={descriptionId} className={styles.topicDescription}>
        {t(`topics.${topic}.description`)}
      </div>
      {isCategorised(topic) && subscribed && categories.length > 0 && (
        <Controller
          control={control}
          name={`subscriptions.${index}.categories`}
          render={({ field }) => <CategoryChoice topic={topic} categories={categories} field={field} />}
        />
      )}
    </div>
  )
}

function CategoryChoice({
  topic,
  categories,
  field,
}: {
  topic: SubscriptionTopic
  categories: Term[]
  field: { value: number[] | undefined; onChange: (value: number[]) => void }
}) {
  const t = useTranslations('Subscriptions')
  const hintId = useId()
  const chosen = field.value ?? []
  // Keeps the order of the vocabulary whatever order the boxes are ticked in.
  const toggle = (id: number, on: boolean) =>
    field.onChange(
      categories.map((term) => term.id).filter((term) => (term === id ? on : chosen.includes(term))),
    )
  return (
    <fieldset aria-describedby={hintId} className={styles.categories}>
      <legend className={styles.categoriesLegend}>
        {t('categories.legend', { topic: t(`topics.${topic}.name`) })}
      </legend>
      <div id={hintId} className={styles.categoriesHint}>
        {t('categories.hint')}
      </div>
      <div className={styles.categoryChoices}>
        {categories.map((term) => (
          <label key={term.id} className={`${choiceStyles.choice} ${styles.categoryChoice}`}>
            <PlainCheckbox
              checked={chosen.includes(term.id)}
              onChange={(event) => toggle(term.id, event.target.checked)}
            />
            {term.name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
