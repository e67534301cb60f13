'use client'

import CheckCircle from '@mui/icons-material/CheckCircle'
import ContentCopy from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect, useRef, useState, type ReactNode } from 'react'

export interface TrackingCodeReceiptLabels {
  title: string
  /** What precedes the code ("Your tracking code is"). */
  code: string
  copy: string
  copied: string
}

export function TrackingCodeReceipt({
  code,
  labels,
  testId,
  children,
}: {
  code: string
  labels: TrackingCodeReceiptLabels
  testId: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Box
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid={testId}
      sx={{ borderLeft: '6px solid', borderColor: 'success.main', bgcolor: '#f1f8ec', p: { xs: 2, md: 3 } }}
    >
      <Box
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0, mb: 1.5, fontSize: '1.5rem' }}
      >
        <CheckCircle aria-hidden sx={{ color: 'success.main' }} />
        {labels.title}
      </Box>
      <Box component="p" sx={{ fontSize: '1.125rem', mt: 0 }}>
        {labels.code}{' '}
        <Box
          component="strong"
          className="tracking-code"
          sx={{
            fontSize: '1.75rem',
            fontFamily: 'monospace',
            letterSpacing: '0.05em',
            overflowWrap: 'anywhere',
          }}
        >
          {code}
        </Box>
      </Box>
      <Button
        variant="outlined"
        startIcon={<ContentCopy aria-hidden />}
        onClick={() => {
          void navigator.clipboard?.writeText(code).then(
            () => setCopied(true),
            () => undefined,
          )
        }}
      >
        {labels.copy}
      </Button>
      <Box component="span" role="status" sx={{ ml: 2 }}>
        {copied ? labels.copied : ''}
      </Box>
      {children}
    </Box>
  )
}
