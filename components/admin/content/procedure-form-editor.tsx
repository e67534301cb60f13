'use client'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { createContext, useContext } from 'react'
import { useWatch } from 'react-hook-form'
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIteratorItem,
  useSourceContext,
  useTranslate,
  type Validator,
} from 'react-admin'
import {
  formFieldTypes,
  FormFieldNameSchema,
  procedureFormLimits,
  procedurePaymentMethods,
  type ProcedureForm,
  type ProcedureFormField,
} from '@/lib/contract/generic-procedure-forms'
import { localeAutonyms, locales } from '@/lib/contract/locales'
import { centsOf } from '@/lib/client/admin/money'

/** The names of the questions applications already answered: they keep their name and type. */
export const AnsweredFieldsContext = createContext<readonly string[]>([])

const typeChoices = formFieldTypes.map((type) => ({ id: type, name: `admin.procedures.types.${type}` }))
const methodChoices = procedurePaymentMethods.map((method) => ({
  id: method,
  name: `admin.procedures.paymentMethods.${method}`,
}))

const validName: Validator = (value) =>
  value && !FormFieldNameSchema.safeParse(value).success ? 'admin.procedures.nameInvalid' : undefined

const validFee: Validator = (value) =>
  Number.isNaN(centsOf(String(value ?? ''))) ? 'admin.procedures.feeInvalid' : undefined

const methodsWithFee: Validator = (value, values) =>
  centsOf(String((values as { fee_euros?: string }).fee_euros ?? '')) > 0 &&
  !(Array.isArray(value) && value.length)
    ? 'admin.procedures.methodsNeeded'
    : undefined

export const feeEurosOf = (form: Pick<ProcedureForm, 'payment'> | undefined) =>
  form?.payment ? (form.payment.amount_cents / 100).toFixed(2) : ''

type EditedField = Partial<ProcedureFormField> & Record<string, unknown>

const blank = (text: unknown) => String(text ?? '').trim() === ''

/**
 * A question as the schema takes it: only the settings of its type, help left out when it is empty in every
 * language, and empty limits left out.
 */
function cleanField(field: EditedField): EditedField {
  const { options, max_length, number_only, max_files, help, ...rest } = field
  const cleaned: EditedField = { ...rest, required: Boolean(field.required) }
  if (help && !locales.every((lang) => blank(help[lang]))) cleaned.help = help
  if (field.type === 'select') cleaned.options = options ?? []
  if ((field.type === 'text' || field.type === 'textarea') && max_length) cleaned.max_length = max_length
  if (field.type === 'text' && number_only) cleaned.number_only = true
  if (field.type === 'files' && max_files) cleaned.max_files = max_files
  return cleaned
}

/** The form as the API takes it: the fee typed in euros becomes cents (none when empty). */
export function formForSave(data: Record<string, unknown>) {
  const { fee_euros: feeEuros, ...rest } = data
  const form = (data.form ?? {}) as Partial<ProcedureForm> & { payment?: { methods?: string[] } | null }
  const cents = centsOf(String(feeEuros ?? ''))
  return {
    ...rest,
    form: {
      fields: (form.fields ?? []).map((field) => cleanField(field as EditedField)),
      captcha: Boolean(form.captcha),
      payment:
        cents > 0 || Number.isNaN(cents)
          ? { amount_cents: cents, methods: form.payment?.methods ?? [] }
          : null,
    },
  }
}

function LocalisedInputs({
  source,
  labelKey,
  needed,
}: {
  source: string
  labelKey: string
  needed?: boolean
}) {
  const translate = useTranslate()
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ width: '100%' }}>
      {locales.map((lang) => (
        <TextInput
          key={lang}
          source={`${source}.${lang}`}
          label={translate(labelKey, { language: localeAutonyms[lang] })}
          validate={needed ? required() : undefined}
          sx={{ flex: '1 1 10rem', minWidth: '10rem' }}
        />
      ))}
    </Stack>
  )
}

function QuestionInputs() {
  const translate = useTranslate()
  const { index } = useSimpleFormIteratorItem()
  const sourceContext = useSourceContext()
  const answered = useContext(AnsweredFieldsContext)
  const field = useWatch({ name: sourceContext.getSource('') }) as EditedField | undefined
  const locked = Boolean(field?.name && answered.includes(field.name))
  const type = field?.type
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('admin.procedures.question', { number: index + 1 })}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', width: '100%' }}
      >
        <TextInput
          source="name"
          label="admin.procedures.name"
          validate={[required(), validName]}
          readOnly={locked}
          helperText={locked ? 'admin.procedures.nameLocked' : 'admin.procedures.nameHelp'}
          sx={{ flex: '1 1 16rem', minWidth: '12rem' }}
        />
        <SelectInput
          source="type"
          label="admin.procedures.type"
          choices={typeChoices}
          validate={required()}
          readOnly={locked}
          defaultValue="text"
        />
        <BooleanInput source="required" label="admin.procedures.required" defaultValue={false} />
      </Stack>
      <LocalisedInputs source="label" labelKey="admin.procedures.labelIn" needed />
      <LocalisedInputs source="help" labelKey="admin.procedures.helpIn" />
      {type === 'text' || type === 'textarea' ? (
        <Stack direction="row" spacing={2}>
          <NumberInput
            source="max_length"
            label="admin.procedures.maxLength"
            min={1}
            max={procedureFormLimits.maxLength}
          />
          {type === 'text' ? <BooleanInput source="number_only" label="admin.procedures.numberOnly" /> : null}
        </Stack>
      ) : null}
      {type === 'files' ? (
        <NumberInput
          source="max_files"
          label="admin.procedures.maxFiles"
          min={1}
          max={procedureFormLimits.filesPerField}
        />
      ) : null}
      {type === 'select' ? (
        <ArrayInput
          source="options"
          label="admin.procedures.options"
          validate={required('admin.procedures.optionsNeeded')}
        >
          <SimpleFormIterator disableClear fullWidth>
            <TextInput source="value" label="admin.procedures.optionValue" validate={required()} />
            <LocalisedInputs source="label" labelKey="admin.procedures.optionLabelIn" needed />
          </SimpleFormIterator>
        </ArrayInput>
      ) : null}
    </Box>
  )
}

/** The server checks it again against ProcedureFormSchema and keeps the questions applications answered. */
export function ProcedureFormEditor({ feeDefault }: { feeDefault: string }) {
  const translate = useTranslate()
  return (
    <Box component="section" aria-labelledby="procedure-form-title" sx={{ width: '100%', mt: 3 }}>
      <Typography id="procedure-form-title" component="h2" variant="h6">
        {translate('admin.procedures.form')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('admin.procedures.formHelp')}
      </Typography>
      <ArrayInput source="form.fields" label="admin.procedures.questions">
        <SimpleFormIterator disableClear fullWidth>
          <QuestionInputs />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="form.captcha" label="admin.procedures.captcha" defaultValue={false} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          source="fee_euros"
          label="admin.procedures.fee"
          helperText="admin.procedures.feeHelp"
          defaultValue={feeDefault}
          validate={validFee}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <CheckboxGroupInput
          source="form.payment.methods"
          label="admin.procedures.methods"
          choices={methodChoices}
          validate={methodsWithFee}
        />
      </Stack>
    </Box>
  )
}
