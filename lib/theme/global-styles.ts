import { roles } from '@/lib/contract/roles'

/** A link to a page the signed-in role may not open (see NavLink), with its list item. */
const linksBeyondRole = Object.fromEntries(
  roles.map((role) => {
    const beyond = `[data-for-roles]:not([data-for-roles~="${role}"])`
    return [`html[data-role="${role}"] :is(${beyond}, li:has(> ${beyond}))`, { display: 'none' }]
  }),
)

/** Shared classes for server-rendered markup, so plain elements need no client component to be styled. */
export const globalStyles = {
  // Plain links in the brand's colour rather than the browser's blue. :where() weighs nothing, so any component that
  // colours its links wins, and links in alerts and notices keep the alert's text colour, whose contrast it ensures.
  ':where(a)': { color: 'var(--portal-color-link)' },
  ':where(.MuiAlert-root) :where(a)': { color: 'inherit' },
  // Native file pickers stay the accessible control (label, keyboard, the chosen file's name); their button looks
  // like the theme's outlined buttons.
  ':where(input[type="file"])': { font: 'inherit', maxWidth: '100%' },
  ':where(input[type="file"])::file-selector-button': {
    font: 'inherit',
    fontWeight: 600,
    minHeight: '2.5rem',
    marginRight: '1rem',
    padding: '0.375rem 1rem',
    border: '1px solid var(--mui-palette-primary-main)',
    borderRadius: '4px',
    background: '#ffffff',
    color: 'var(--mui-palette-primary-main)',
    cursor: 'pointer',
  },
  // A thicker edge rather than a tint: the primary shade is only sure to read at 4.5:1 on white.
  ':where(input[type="file"]):hover::file-selector-button': {
    boxShadow: 'inset 0 0 0 1px var(--mui-palette-primary-main)',
  },
  ...linksBeyondRole,
  '.visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  '.skip-link': {
    position: 'absolute',
    left: '0.5rem',
    top: '-3rem',
    zIndex: 2000,
    padding: '0.5rem 1rem',
    background: '#ffffff',
    color: 'var(--mui-palette-primary-main)',
    fontWeight: 700,
    '&:focus': { top: '0.5rem', outline: '3px solid var(--mui-palette-primary-main)' },
  },
  '.rich-text': {
    lineHeight: 1.65,
    '& h2, & h3, & h4': {
      fontFamily: 'var(--portal-font-headings)',
      margin: '1.75rem 0 0.75rem',
      lineHeight: 1.25,
    },
    '& h2': { fontSize: '1.5rem' },
    '& h3': { fontSize: '1.25rem' },
    '& p, & ul, & ol, & table, & blockquote': { margin: '0 0 1rem' },
    '& a': { color: 'var(--mui-palette-primary-main)' },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& table': { borderCollapse: 'collapse', width: '100%' },
    '& th, & td': { border: '1px solid #c8c8c8', padding: '0.375rem 0.5rem', textAlign: 'left' },
    '& blockquote': {
      borderLeft: '4px solid var(--portal-color-primary)',
      paddingLeft: '1rem',
      marginLeft: 0,
    },
  },
  '.list-search': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: '0.75rem 1rem',
    margin: '0 0 1.25rem',
    padding: '1rem',
    background: 'var(--portal-color-light)',
    borderRadius: '8px',
  },
  '.list-search__field': { display: 'flex', flexDirection: 'column', gap: '0.25rem', minWidth: '10rem' },
  '.list-search__field--wide': { flex: '1 1 16rem' },
  '.list-search label': { fontWeight: 600, fontSize: '0.9375rem' },
  '.list-search input[type="search"], .list-search select': {
    font: 'inherit',
    minHeight: '2.75rem',
    padding: '0.375rem 0.625rem',
    border: '1px solid #6b6b6b',
    borderRadius: '4px',
    background: '#ffffff',
    color: '#1a1a1a',
  },
  '.list-search__check': { display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: '2.75rem' },
  '.list-search__check input': { width: '1.25rem', height: '1.25rem', margin: 0 },
  '.list-search__submit': {
    font: 'inherit',
    fontWeight: 700,
    minHeight: '2.75rem',
    padding: '0.375rem 1.25rem',
    border: 0,
    borderRadius: '4px',
    cursor: 'pointer',
    background: 'var(--mui-palette-primary-main)',
    color: '#ffffff',
  },
  '.active-filters ul': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.5rem',
    listStyle: 'none',
    padding: 0,
    margin: '0 0 1rem',
  },
  '.filter-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2rem',
    padding: '0.25rem 0.75rem',
    borderRadius: '999px',
    color: '#1a1a1a',
    textDecoration: 'none',
    fontWeight: 600,
  },
  '.filter-chip--on': { background: '#06d6a0', border: '2px solid #06d6a0' },
  '.filter-chip--clear': { background: '#ffffff', border: '2px solid #f44336' },
  '.filter-chip:hover': { textDecoration: 'underline' },
  '.result-count': { margin: '0 0 1rem', color: '#4a4a4a' },
  '.content-list': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    gap: '1rem',
    listStyle: 'none',
    padding: 0,
    margin: '0 0 1.5rem',
  },
  '.content-card': {
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5rem',
    height: '100%',
    padding: '1rem',
    border: '1px solid #d4d4d4',
    borderRadius: '8px',
    background: '#ffffff',
  },
  '.content-card h2, .content-card h3': { fontSize: '1.125rem', margin: 0, lineHeight: 1.3 },
  '.content-card a': { color: 'var(--mui-palette-primary-main)' },
  '.content-card__meta': { fontSize: '0.875rem', color: '#4a4a4a', margin: 0 },
  '.paginator ul': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: '0.25rem',
    listStyle: 'none',
    padding: 0,
    margin: '1.5rem 0',
  },
  '.paginator a, .paginator__current': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '2.75rem',
    minHeight: '2.75rem',
    padding: '0 0.75rem',
    borderRadius: '4px',
  },
  '.paginator a': {
    color: 'var(--mui-palette-primary-main)',
    border: '1px solid #d4d4d4',
    textDecoration: 'none',
  },
  '.paginator__current': { background: 'var(--mui-palette-primary-main)', color: '#ffffff', fontWeight: 700 },
  '.empty-state': {
    padding: '2rem 1rem',
    textAlign: 'center',
    border: '1px dashed #9a9a9a',
    borderRadius: '8px',
  },
  '.empty-state__title': { fontWeight: 700, fontSize: '1.125rem', margin: '0 0 0.5rem' },
  // Hash targets and focused elements keep a little room above them when scrolled to.
  html: { scrollPaddingTop: '1rem' },
  // Pages reached by a client-side navigation fade in (html[data-navigated]: never the first page, for its LCP).
  '@keyframes page-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  '@media (prefers-reduced-motion: no-preference)': {
    'html[data-navigated] .page-transition': { animation: 'page-fade-in 0.5s ease-out' },
  },
  // Top bar of slow client-side navigations: 90 % in 5 s, the rest when the page is there. Reduced motion makes
  // its transitions instant (below), so it shows as a still bar.
  '.navigation-progress': {
    position: 'fixed',
    top: 0,
    left: 0,
    zIndex: 2100,
    width: '100%',
    height: '3px',
    background: 'var(--portal-color-primary)',
    transform: 'scaleX(0)',
    transformOrigin: '0 0',
    opacity: 0,
    pointerEvents: 'none',
    '&[data-phase="loading"]': {
      opacity: 1,
      transform: 'scaleX(0.9)',
      transition: 'transform 5s cubic-bezier(0.1, 0.7, 0.3, 1)',
    },
    '&[data-phase="done"]': {
      transform: 'scaleX(1)',
      transition: 'transform 0.2s ease-out, opacity 0.2s linear 0.2s',
    },
  },
  // After a sign-in or sign-out the page's layout goes at once, and only a status stays until the next page.
  'html[data-login-change] .site-layout': { display: 'none' },
  '.login-change-status': { margin: 0 },
  'html:not([data-login-change]) .login-change-status': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
  'html[data-login-change] .login-change-status': { maxWidth: 720, margin: '0 auto', padding: '4rem 1rem' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const
