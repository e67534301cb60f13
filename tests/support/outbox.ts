import type { MailMessage, Mailer } from '@/lib/server/integrations/mail'
import type { SmsMessage, SmsSender } from '@/lib/server/integrations/sms'

/** A mailer that keeps what it is given, for tests to read. */
export function capturingMailer(): Mailer & { sent: MailMessage[]; to: (address: string) => MailMessage[] } {
  const sent: MailMessage[] = []
  return {
    sent,
    to: (address) => sent.filter((message) => message.to === address),
    async send(message) {
      sent.push(message)
    },
  }
}

export function capturingSms(): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = []
  return {
    sent,
    async send(message) {
      sent.push(message)
    },
  }
}
