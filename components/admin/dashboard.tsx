'use client'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Title, useBasename, useTranslate } from 'react-admin'
import { adminBasePath, AdminSummarySchema, type AdminSummary } from '@/lib/contract/admin'
import { adminFetch } from '@/lib/client/admin/data-provider'

const workLists: Array<{ count: keyof AdminSummary; to: string }> = [
  { count: 'registrations', to: '/registrations' },
  { count: 'event_applications', to: '/event-applications' },
  { count: 'procedure_applications', to: '/procedure-applications' },
  { count: 'professional_societies', to: '/professional-societies' },
  { count: 'loans', to: '/loans' },
  { count: 'complaints', to: '/consumer-complaints' },
  { count: 'unassigned_complaints', to: '/consumer-complaints' },
  { count: 'mandates_to_validate', to: '/sepa-mandates' },
  { count: 'payments_to_review', to: '/payments' },
  { count: 'charges_to_present', to: '/remittances' },
]

export function AdminDashboard() {
  const translate = useTranslate()
  const basename = useBasename()
  const summary = useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: () => adminFetch(`${adminBasePath}/summary`, AdminSummarySchema, { cache: 'no-store' }),
  })
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="admin.title" />
      <CardContent>
        <Typography>{translate('admin.dashboard.intro')}</Typography>
        <Typography color="text.secondary">{translate('admin.dashboard.log')}</Typography>
        <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
          {translate('admin.dashboard.waiting')}
        </Typography>
        {summary.isPending ? (
          <Typography role="status">{translate('ra.page.loading')}</Typography>
        ) : summary.isError ? (
          <Typography role="alert">{translate('ra.notification.http_error')}</Typography>
        ) : (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {workLists.map(({ count, to }) => (
              <Grid key={count} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
                <Card variant="outlined">
                  <CardActionArea component={Link} to={`${basename}${to}`}>
                    <CardContent>
                      <Typography variant="h4" component="p">
                        {summary.data[count]}
                      </Typography>
                      <Typography>{translate(`admin.dashboard.counts.${count}`)}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </CardContent>
    </Card>
  )
}
