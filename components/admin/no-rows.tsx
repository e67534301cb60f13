'use client'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'

/** What a table inside a record says when it has no rows, in words of its own kind (`message`: a key). */
export function NoRows({ message }: { message: string }) {
  return (
    <Typography variant="body2" sx={{ py: 1 }}>
      {useTranslate()(message)}
    </Typography>
  )
}
