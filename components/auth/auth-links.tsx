'use client'

import Box from '@mui/material/Box'
import type { ComponentProps } from 'react'
import { Link } from '@/lib/i18n/navigation'

export function AuthLink(props: ComponentProps<typeof Link>) {
  return <Box component={Link} {...props} sx={{ color: 'primary.main', fontWeight: 600 }} />
}
