'use client'
import Typography from '@mui/material/Typography'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '@/lib/i18n/format'
import { regionNamer } from '@/lib/i18n/display-names'

type Translate = (key: string, options?: Record<string, unknown>) => string

type ValueKind = { choice: string } | 'date' | 'country' | 'iban' | 'text'

/** In the order the applicant filled them; a field the form no longer has still shows, after these, by name. */
const steps: Array<{ step: string; fields: Array<[field: string, kind: ValueKind, label?: string]> }> = [
  {
    step: 'type',
    fields: [
      ['registration_type', { choice: 'registrationType' }],
      ['origin_association', 'text'],
    ],
  },
  {
    step: 'studies',
    fields: [
      ['university', 'text'],
      ['degree', 'text'],
      ['graduation_year', 'text'],
    ],
  },
  {
    step: 'personal',
    fields: [
      ['name', 'text'],
      ['surname', 'text'],
      ['document_type', { choice: 'documentType' }],
      ['document_number', 'text'],
      ['birth_date', 'date'],
      ['gender', { choice: 'gender' }],
      ['nationality', 'country'],
      ['email', 'text'],
      ['phone1', 'text'],
      ['phone2', 'text'],
    ],
  },
  {
    step: 'address',
    fields: [
      ['address', 'text'],
      ['postal_code', 'text'],
      ['city', 'text'],
      ['region', 'text'],
      ['country', 'country'],
    ],
  },
  {
    step: 'academic',
    fields: [
      ['degree_title', 'text'],
      ['degree_type', { choice: 'degreeType' }],
      ['university', 'text', 'degree_university'],
      ['degree_origin', { choice: 'degreeOrigin' }],
      ['issue_date', 'date'],
      ['homologation_date', 'date'],
    ],
  },
  {
    step: 'professional',
    fields: [
      ['situation', { choice: 'situation' }],
      ['exercise', { choice: 'exercise' }],
      ['working_day', { choice: 'workingDay' }],
      ['workplace_name', 'text'],
    ],
  },
  { step: 'economic', fields: [['iban', 'iban']] },
  {
    step: 'consents',
    fields: [
      ['privacy', 'text'],
      ['communications', 'text'],
    ],
  },
]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const humanised = (key: string) => key.replace(/_/g, ' ')

export interface AnswerSection {
  /** The step's key (its heading is `admin.applications.answerSteps.<step>`). */
  step: string
  title: string
  rows: Array<{ label: string; value: string }>
}

function valueOf(value: unknown, kind: ValueKind, translate: Translate, locale: string): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false')
  if (Array.isArray(value)) return value.map((item) => valueOf(item, kind, translate, locale)).join(', ')
  if (isObject(value)) return JSON.stringify(value)
  const text = String(value)
  if (typeof kind === 'object')
    return translate(`admin.registrationForm.options.${kind.choice}.${text}`, { _: text })
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return formatDateTime(new Date(`${text}T12:00:00Z`), locale, { dateStyle: 'long' }, 'UTC')
  }
  if (kind === 'country' && /^[A-Z]{2}$/.test(text)) {
    return regionNamer(locale)(text)
  }
  if (kind === 'iban') return text.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')
  return text
}

export function describeRegistrationAnswers(
  form: Record<string, unknown>,
  translate: Translate,
  locale: string,
): AnswerSection[] {
  const label = (field: string) =>
    translate(`admin.registrationForm.fields.${field}`, { _: humanised(field) })
  const sections: AnswerSection[] = []
  const known = new Set(steps.map(({ step }) => step))
  for (const { step, fields } of steps) {
    const answers = form[step]
    if (!isObject(answers)) continue
    const listed = new Set(fields.map(([field]) => field))
    const rows = [
      ...fields
        .filter(([field]) => field in answers)
        .map(([field, kind, labelKey]) => ({
          label: label(labelKey ?? field),
          value: valueOf(answers[field], kind, translate, locale),
        })),
      ...Object.entries(answers)
        .filter(([field]) => !listed.has(field))
        .map(([field, value]) => ({ label: label(field), value: valueOf(value, 'text', translate, locale) })),
    ]
    sections.push({
      step,
      title: translate(`admin.applications.answerSteps.${step}`, { _: humanised(step) }),
      rows,
    })
  }
  for (const [step, answers] of Object.entries(form)) {
    if (known.has(step)) continue
    sections.push({
      step,
      title: humanised(step),
      rows: isObject(answers)
        ? Object.entries(answers).map(([field, value]) => ({
            label: label(field),
            value: valueOf(value, 'text', translate, locale),
          }))
        : [{ label: humanised(step), value: valueOf(answers, 'text', translate, locale) }],
    })
  }
  return sections
}

export function RegistrationAnswers() {
  const record = useRecordContext<{ form?: unknown }>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!record || !('form' in record)) return null
  const form = record.form
  return (
    <section aria-labelledby="application-answers">
      <Typography id="application-answers" component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('admin.applications.answers')}
      </Typography>
      {isObject(form) ? (
        describeRegistrationAnswers(form, translate, locale).map(({ step, title, rows }) => (
          <section key={step} aria-labelledby={`answers-${step}`}>
            <Typography
              id={`answers-${step}`}
              component="h3"
              variant="subtitle1"
              sx={{ mt: 2, fontWeight: 600 }}
            >
              {title}
            </Typography>
            <Typography
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' },
                columnGap: 3,
                rowGap: 0.5,
                '& dt': { fontWeight: 600 },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              {rows.map(({ label, value }, index) => (
                <div key={index} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Typography>
          </section>
        ))
      ) : (
        <Typography>{translate('admin.applications.noAnswers')}</Typography>
      )}
    </section>
  )
}
