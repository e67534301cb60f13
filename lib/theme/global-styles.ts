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
  // Anchors land below the top edge, with room to see where they are.
  '[id]': { scrollMarginTop: '1rem' },
  '@keyframes portal-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  // Spec §2: pages fade in over 0.5 s, after client-side navigations only, so the first paint is never delayed.
  '@media (prefers-reduced-motion: no-preference)': {
    'html[data-navigated] .page-transition': { animation: 'portal-fade-in 0.5s ease-out' },
  },
  '.navigation-progress': {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    height: '3px',
    zIndex: 2100,
    pointerEvents: 'none',
    background: 'var(--mui-palette-primary-main)',
    transformOrigin: '0 50%',
    transform: 'scaleX(0)',
    opacity: 0,
  },
  // Spec §9: the bar creeps towards the end over 5 s, then fills and fades when the page arrives.
  '.navigation-progress[data-phase="running"]': {
    opacity: 1,
    transform: 'scaleX(0.9)',
    transition: 'transform 5s cubic-bezier(0.1, 0.6, 0.2, 1)',
  },
  '.navigation-progress[data-phase="finishing"]': {
    opacity: 0,
    transform: 'scaleX(1)',
    transition: 'transform 0.2s ease-out, opacity 0.2s ease-in 0.2s',
  },
  ':focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const
