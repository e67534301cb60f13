import { muiIconPaths } from '@/components/ui/mui-icon-paths'
import styles from './shell.module.css'

/** A decorative icon, sized as MUI's SvgIcon (`size` as its fontSize prop) or by `className`. */
export function Icon({
  name,
  size = 'medium',
  className,
}: {
  name: keyof typeof muiIconPaths
  size?: 'small' | 'medium' | 'inherit'
  className?: string
}) {
  const classes = [styles.icon, size === 'inherit' ? styles.iconInherit : styles[size], className]
  return (
    <svg
      className={classes.filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={muiIconPaths[name]} />
    </svg>
  )
}

/** The chevron of a button that opens a menu: turned while the menu is open (`aria-expanded`, shell.module.css). */
export function Chevron() {
  return <Icon name="expandMore" size="inherit" className={styles.chevron} />
}
