'use client'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Title, useTranslate } from 'react-admin'
import { useSoftwareDeclaration } from '@/lib/client/admin/invoice-records'

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <section>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(heading)}
      </Typography>
      {children}
    </section>
  )
}

/** Read-only: headings in the staff member's language, the declaration itself in Spanish as the law writes it. */
export function SoftwareDeclarationPage() {
  const translate = useTranslate()
  const { data, isError } = useSoftwareDeclaration()
  const missing = translate('admin.softwareDeclaration.toComplete')
  const value = (text: string | null) => text ?? <em>{missing}</em>
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="admin.softwareDeclaration.title" />
      <CardContent>
        {isError ? (
          <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
        ) : !data ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <Stack spacing={3}>
            <Typography variant="body2">{translate('admin.softwareDeclaration.help')}</Typography>
            {data.producer.name && data.producer.tax_id && data.producer.address && data.signed ? null : (
              <Alert severity="warning">{translate('admin.softwareDeclaration.incomplete')}</Alert>
            )}
            <Section heading="admin.softwareDeclaration.system">
              <Typography>
                {data.system_name} ({data.system_id}) · {translate('admin.softwareDeclaration.version')}{' '}
                <strong>{data.version}</strong>
              </Typography>
            </Section>
            <Section heading="admin.softwareDeclaration.producer">
              <Typography>{value(data.producer.name)}</Typography>
              <Typography>NIF: {value(data.producer.tax_id)}</Typography>
              <Typography>{value(data.producer.address)}</Typography>
            </Section>
            <Section heading="admin.softwareDeclaration.components">
              <ul lang="es">
                {data.components.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Section>
            <Section heading="admin.softwareDeclaration.functions">
              <ul lang="es">
                {data.functions.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Section>
            <Section heading="admin.softwareDeclaration.modes">
              <Typography lang="es">{data.modes}</Typography>
              <Typography>
                {translate(`admin.softwareDeclaration.runningMode.${data.invoicing_mode}`)}
              </Typography>
            </Section>
            <Section heading="admin.softwareDeclaration.statement">
              <Typography lang="es">{data.statement}</Typography>
              <Typography sx={{ mt: 1 }}>{value(data.signed)}</Typography>
            </Section>
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}
