'use client'

import Button, { type ButtonProps } from '@mui/material/Button'
import { Link } from '@/lib/i18n/navigation'

/** A link that looks like a button, usable from server components (which cannot hand Link to MUI themselves). */
export function ButtonLink({ href, ...props }: Omit<ButtonProps<'a'>, 'href'> & { href: string }) {
  return <Button component={Link} href={href} {...props} />
}
