import type { ComponentProps } from 'react'
import styles from '@/components/ui/plain-form.module.css'
import { Link } from '@/lib/i18n/navigation'

export function AuthLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={[styles.strongLink, className].filter(Boolean).join(' ')} />
}
