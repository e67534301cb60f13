import type { RaRecord } from 'react-admin'
import { defaultLocale, isLocale, localeAutonyms } from '@/lib/contract/locales'
import { formatMoney } from '@/lib/i18n/money'

type Fields = Record<string, unknown>

/** react-admin asks for a record's name without its context: the layout keeps the page's language up to date. */
function pageLocale() {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  return isLocale(lang) ? lang : defaultLocale
}

const euros = (cents: unknown) => (typeof cents === 'number' ? formatMoney(cents, pageLocale()) : '')
const joined = (...parts: unknown[]) =>
  parts.filter((part) => typeof part === 'string' || typeof part === 'number').join(' · ')
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * How each record is named: in its page's title ("Pago TX-2026-0001 · 45,00 €"), its references and confirmations.
 * Records with a `title`, `name` or `reference` are named by it without an entry here (react-admin's default).
 */
const titles: Record<string, (record: Fields) => string> = {
  members: (member) => {
    const name = [member.name, member.surname].filter(text).join(' ')
    return text(member.collegiate_code) ? `${name} (${String(member.collegiate_code)})` : name
  },
  movements: (movement) => joined(movement.transaction_number, euros(movement.total_cents)),
  payments: (payment) => joined(payment.transaction_number, euros(payment.amount_cents)),
  'direct-debit-charges': (charge) =>
    joined(charge.transaction_number, euros(charge.amount_cents), charge.due_on),
  'sepa-mandates': (mandate) => joined(mandate.reference, mandate.member_name),
  remittances: (remittance) => joined(remittance.message_id, euros(remittance.control_sum_cents)),
  registrations: (registration) => joined(registration.tracking_code, registration.applicant_name),
  'event-applications': (application) => joined(application.applicant_name, application.event_title),
  'procedure-applications': (application) => joined(application.tracking_code, application.applicant_name),
  'professional-societies': (society) => joined(society.social_reason, society.tracking_code),
  loans: (loan) => joined(loan.resource_title, loan.applicant_name),
  'consumer-complaints': (complaint) => joined(complaint.tracking_code, complaint.name),
  'job-complaints': (complaint) => joined(complaint.tracking_code, text(complaint.job_title)),
  media: (media) => String(media.filename ?? ''),
  languages: (language) =>
    isLocale(String(language.id)) ? localeAutonyms[language.id as 'es'] : String(language.id),
  'payment-configurations': (configuration) =>
    isLocale(String(configuration.id)) ? localeAutonyms[configuration.id as 'es'] : String(configuration.id),
}

/** The name of a record of `resource`, or undefined to leave react-admin's. */
export function recordTitleOf(resource: string): ((record: RaRecord) => string) | undefined {
  const title = titles[resource]
  return title && ((record) => title(record) || `#${String(record.id)}`)
}
