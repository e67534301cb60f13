// The Spanish name of /404, the same not-found view.
export { default, generateMetadata } from '../404/page'
