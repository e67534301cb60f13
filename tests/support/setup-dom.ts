import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { hideNotice } from '@/lib/client/notices'

afterEach(() => {
  cleanup()
  // The notice store outlives a test's render: the next test starts with none shown.
  hideNotice()
})
