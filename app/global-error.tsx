'use client'

import { useReloadOnChunkError } from '@/lib/client/chunk-reload'
import { normaliseError } from '@/lib/client/errors'
import { locales } from '@/lib/contract/locale-codes'
import { fallbackMessages } from '@/lib/i18n/fallback-messages'

/** Shown when even the error page could not render: the error details and a link home, with no dependencies. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useReloadOnChunkError(error)
  return (
    <html lang="es">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: '40rem',
          margin: '3rem auto',
          padding: '0 1rem',
        }}
      >
        <main>
          {locales.map((locale) => (
            <section key={locale} lang={locale}>
              <h1 style={{ fontSize: '1.25rem' }}>{fallbackMessages[locale].title}</h1>
              <p>
                <a href={locale === 'es' ? '/' : `/${locale}`}>{fallbackMessages[locale].home}</a>
              </p>
            </section>
          ))}
          <pre style={{ whiteSpace: 'pre-wrap' }}>
            {`${normaliseError(error).statusCode} · ${error.digest ? `${error.name} (${error.digest})` : error.message}`}
          </pre>
        </main>
      </body>
    </html>
  )
}
