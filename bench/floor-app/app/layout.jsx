export const metadata = {
  title: 'Bench floor',
  description: 'A bare page that measures what the framework alone costs.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
