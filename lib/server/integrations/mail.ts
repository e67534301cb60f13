import 'server-only'
import type { Transporter } from 'nodemailer'
import { serverEnv } from '@/lib/env'
import { keepInOutbox } from './outbox'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/** Without SMTP_URL, each message is written to OUTBOX_DIR/mail so development and tests can read it. */
function createMailer({
  smtpUrl,
  from,
  outboxDir,
}: {
  smtpUrl?: string
  from: string
  outboxDir: string
}): Mailer {
  let transport: Promise<Transporter> | undefined
  return {
    async send(message) {
      if (!smtpUrl) {
        const file = await keepInOutbox(outboxDir, 'mail', { from, ...message })
        console.info(`[mail] "${message.subject}" to ${message.to}: no SMTP_URL, kept in ${file}`)
        return
      }
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl))
      await (await transport).sendMail({ from, ...message })
    },
  }
}

export function mailerFromEnv(): Mailer {
  const env = serverEnv()
  return createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR })
}
