/** A new instance on every navigation, so each page fades in (only after client-side navigations; see CSS). */
export default function PageTransition({ children }: { children: React.ReactNode }) {
  return <div className="page-transition">{children}</div>
}
