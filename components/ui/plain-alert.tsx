import type { HTMLAttributes, ReactNode, Ref } from 'react'
import styles from './plain-form.module.css'

type Severity = 'info' | 'success' | 'warning' | 'error'

// MUI's alert icons (SuccessOutlined, ReportProblemOutlined, ErrorOutline, InfoOutlined), inline.
const iconPaths: Record<Severity, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
}

/** A decorative 24 × 24 icon from its path. */
export const PlainIcon = ({ path, className }: { path: string; className?: string }) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
)

type PlainAlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  severity: Severity
  /** As MUI's Alert: `alert` unless told otherwise. */
  role?: 'alert' | 'status' | 'region' | 'group'
  /** A title at the top of the message: a heading (h2) unless told otherwise. */
  title?: ReactNode
  titleId?: string
  titleAs?: 'h2' | 'h3' | 'p'
  /** At its end, as MUI's Alert's action (a button). */
  action?: ReactNode
  /** In place of the severity's icon. */
  icon?: ReactNode
  ref?: Ref<HTMLDivElement>
}

/** A message box in the colours of MUI's standard Alert for its severity, without MUI. */
export function PlainAlert({
  severity,
  role = 'alert',
  title,
  titleId,
  titleAs: Title = 'h2',
  action,
  icon,
  className,
  children,
  ...rest
}: PlainAlertProps) {
  return (
    <div
      {...rest}
      role={role}
      className={[styles.alert, styles[severity], className].filter(Boolean).join(' ')}
    >
      <div className={styles.alertIcon}>{icon ?? <PlainIcon path={iconPaths[severity]} />}</div>
      <div className={styles.alertMessage}>
        {title !== undefined && (
          <Title
            id={titleId}
            className={children ? styles.alertTitle : `${styles.alertTitle} ${styles.alertTitleAlone}`}
          >
            {title}
          </Title>
        )}
        {children}
      </div>
      {action && <div className={styles.alertAction}>{action}</div>}
    </div>
  )
}
