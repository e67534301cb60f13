'use client'
import { ThemeProvider, type Theme } from '@mui/material/styles'
import { useEffect, useMemo } from 'react'
import {
  AppBar,
  Layout,
  TitlePortal,
  UserMenu,
  defaultLightTheme,
  useGetIdentity,
  useLocaleState,
  useTranslate,
  type AppBarProps,
  type LayoutProps,
  type RaThemeOptions,
} from 'react-admin'
import { AdminMenu } from './menu'

interface Named {
  'aria-label'?: string
}

/**
 * WCAG AA colours: react-admin's app bar blue (#2196f3) gives white text 3.1:1, MUI's info and warning chips
 * 3.9:1 and 3.0:1, and its grey form toolbar dims the buttons on it, so all are darker here. Lists select no rows
 * unless one sets `bulkActionButtons` (docs/decisions/0015). The empty list's message is a readable h2, not a
 * dimmed h4 after the h1.
 */
export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1457a8', contrastText: '#fff' },
    secondary: { light: '#4f83cc', main: '#0d3c78', dark: '#002451', contrastText: '#fff' },
    error: { main: '#b3261e', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
    warning: { main: '#8a4500', contrastText: '#fff' },
    success: { main: '#1b5e20', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f3f4f6' } } },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          // react-admin names its row checkbox with `aria-label`, which MUI 9 puts on the root span (a name on an
          // element with no role, and an unnamed input): move it to the input.
          root: (ownerState: Named) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: Named) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      },
    },
    RaDataTable: { defaultProps: { bulkActionButtons: false } },
    RaDatagrid: { defaultProps: { bulkActionButtons: false } },
    // The side bar scrolls when the menu is longer than the window: show its scroll bar (react-admin hides it).
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .RaSidebar-fixed': { scrollbarWidth: 'thin', '&::-webkit-scrollbar': { display: 'block' } },
        },
      },
    },
    RaEmpty: {
      styleOverrides: { root: { '& .RaEmpty-message': { color: '#4b5563', opacity: 1 } } },
    },
    MuiTypography: { defaultProps: { variantMapping: { h4: 'h2' } } },
  },
}

/** The member of staff's menu, named by the name it shows (WCAG 2.5.3: the visible label is in the name). */
function AdminUserMenu() {
  const { identity } = useGetIdentity()
  return <UserMenu label={identity?.fullName || 'ra.auth.user_menu'} />
}

/** The app bar, whose title is the screen's one h1 (each screen sets it: the list's name, the record's). */
function AdminAppBar(props: AppBarProps) {
  return (
    <AppBar {...props} userMenu={<AdminUserMenu />}>
      <TitlePortal component="h1" variant="h6" />
    </AppBar>
  )
}

export function AdminTitle() {
  return <>{useTranslate()('admin.title')}</>
}

/** react-admin's frame with the app bar above; the page's language and title follow the one staff chose. */
export function AdminLayout(props: LayoutProps) {
  const [locale] = useLocaleState()
  const translate = useTranslate()
  useEffect(() => {
    document.documentElement.lang = locale
    document.title = translate('admin.title')
  }, [locale, translate])
  // Always on: the app bar holds each screen's h1, which must not slide away while a long form is scrolled.
  const loading = translate('ra.page.loading')
  const theme = useMemo(() => withNamedSpinners(loading), [loading])
  return (
    <ThemeProvider theme={theme}>
      <Layout {...props} appBar={AdminAppBar} menu={AdminMenu} appBarAlwaysOn />
    </ThemeProvider>
  )
}

/** react-admin's own spinners (a reference being loaded, a save in progress) get a name, in the screen's language. */
function withNamedSpinners(label: string) {
  return (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiCircularProgress: {
        ...outer.components?.MuiCircularProgress,
        defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
      },
    },
  })
}
