import { MuiScope } from '@/components/providers/mui-scope'

/** The private pages drawn with MUI; those without it (the movements) stay outside, and ship and render none. */
export default function PrivateMuiLayout({ children }: LayoutProps<'/[locale]'>) {
  return <MuiScope>{children}</MuiScope>
}
