'use client'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'

/** The screen's one h1 (react-admin's title goes in the app bar, which is not a heading of the page). */
export function PageHeading({ text, count = 2 }: { text: string; count?: number }) {
  const translate = useTranslate()
  return (
    <Typography component="h1" variant="h5" sx={{ mt: 2, mb: 1 }}>
      {translate(text, { smart_count: count })}
    </Typography>
  )
}
