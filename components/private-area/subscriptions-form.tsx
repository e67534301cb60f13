'use client'

import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { ActionOutcome } from '@/components/ui/action-outcome'
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

const fieldsetSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 2,
  pt: 1,
  pb: 2,
  m: 0,
  '& > legend': { px: 0.5, fontWeight: 700, fontSize: '1.1rem' },
} as const

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
    <Box component="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <ActionOutcome failure={failure} success={saved} />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        {topicGroups.map((topicGroup) => (
          <Box component="fieldset" key={topicGroup.key} sx={fieldsetSx}>
            <legend>{t(`groups.${topicGroup.key}`)}</legend>
            <Stack spacing={1.5}>
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
            </Stack>
          </Box>
        ))}
        <SubmitButton pending={save.isPending}>{save.isPending ? t('saving') : t('save')}</SubmitButton>
      </Stack>
    </Box>
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
    <Box>
      <Controller
        control={control}
        name={`subscriptions.${index}.subscribed`}
        render={({ field }) => (
          <FormControlLabel
            label={t(`topics.${topic}.name`)}
            sx={{ minHeight: 44, fontWeight: 700 }}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-describedby': descriptionId } }}
              />
            }
          />
        )}
      />
      <Box id={descriptionId} sx={{ color: 'text.secondary', ml: 6.5, mt: -0.5 }}>
        {t(`topics.${topic}.description`)}
      </Box>
      {isCategorised(topic) && subscribed && categories.length > 0 && (
        <Controller
          control={control}
          name={`subscriptions.${index}.categories`}
          render={({ field }) => <CategoryChoice topic={topic} categories={categories} field={field} />}
        />
      )}
    </Box>
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
    <Box component="fieldset" aria-describedby={hintId} sx={{ border: 0, p: 0, m: 0, ml: 6.5, mt: 1 }}>
      <Box component="legend" sx={{ fontWeight: 500, p: 0 }}>
        {t('categories.legend', { topic: t(`topics.${topic}.name`) })}
      </Box>
      <Box id={hintId} sx={{ color: 'text.secondary' }}>
        {t('categories.hint')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {categories.map((term) => (
          <FormControlLabel
            key={term.id}
            label={term.name}
            sx={{ minHeight: 44 }}
            control={
              <Checkbox
                checked={chosen.includes(term.id)}
                onChange={(event) => toggle(term.id, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  )
}
