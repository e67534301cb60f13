import Box from '@mui/material/Box'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/contract/locales'
import type { GenericProcedure } from '@/lib/contract/procedures'

const formHeadingId = 'generic-procedure-form-heading'

/** `form` is the client island that decides what this visitor may do. */
export async function GenericProcedureDetail({
  procedure,
  locale,
  form,
}: {
  procedure: GenericProcedure
  locale: Locale
  form: ReactNode
}) {
  const [t, types, format] = await Promise.all([
    getTranslations({ locale, namespace: 'GenericProcedureForm' }),
    getTranslations({ locale, namespace: 'ProcedureApplications' }),
    getFormatter({ locale }),
  ])
  const date = (value: string) =>
    format.dateTime(new Date(value), { dateStyle: 'long', timeZone: 'Europe/Madrid' })
  return (
    <Box
      component="article"
      sx={{
        maxWidth: 880,
        mx: 'auto',
        px: { xs: 2, md: 3 },
        py: { xs: 4, md: 6 },
        '& a': { color: 'primary.main' },
      }}
    >
      <Box component="p" sx={{ mt: 0, mb: 1, color: 'text.secondary' }}>
        {types(`types.${procedure.process_type}`)}
      </Box>
      <Box
        component="h1"
        sx={{ typography: 'h1', mt: 0, mb: 1.5, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
      >
        {procedure.title}
      </Box>
      {procedure.summary && (
        <Box component="p" sx={{ fontSize: '1.1875rem', lineHeight: 1.5, mt: 3, mb: 3 }}>
          {procedure.summary}
        </Box>
      )}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: procedure.body }} />
      {(procedure.opens_at || procedure.closes_at) && (
        <Box component="ul" sx={{ pl: 2.5 }}>
          {procedure.opens_at && <li>{t('window.opens', { date: date(procedure.opens_at) })}</li>}
          {procedure.closes_at && <li>{t('window.closes', { date: date(procedure.closes_at) })}</li>}
        </Box>
      )}
      <Box component="section" aria-labelledby={formHeadingId} sx={{ mt: 4 }}>
        <Box
          component="h2"
          id={formHeadingId}
          sx={{ typography: 'h2', fontSize: { xs: '1.375rem', md: '1.75rem' } }}
        >
          {t('heading')}
        </Box>
        {form}
      </Box>
    </Box>
  )
}
