import NewsPage from '../../news/[slug]/page'

// /new/* (spec §2) shows the same item as /news/*, whose address its metadata names as canonical.
export { generateMetadata } from '../../news/[slug]/page'
export const generateStaticParams = () => []

export default NewsPage
