'use client'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Title, useTranslate } from 'react-admin'

export function AdminDashboard() {
  const translate = useTranslate()
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="admin.dashboard.title" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('admin.title')}
        </Typography>
        <Typography>{translate('admin.dashboard.intro')}</Typography>
        <Typography color="text.secondary">{translate('admin.dashboard.log')}</Typography>
      </CardContent>
    </Card>
  )
}
