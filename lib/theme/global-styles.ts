/** Shared classes for server-rendered markup, so plain elements need no client component to be styled. */
export const globalStyles = {
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
  ':focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const
