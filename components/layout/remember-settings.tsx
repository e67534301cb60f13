'use client'

import { useEffect } from 'react'
import type { Settings } from '@/lib/contract/settings'
import { rememberSettings } from '@/lib/client/settings-memory'

/** Keeps the page's settings on this device, so changing to this language later starts from them. */
export function RememberSettings({ settings }: { settings: Settings }) {
  useEffect(() => rememberSettings(settings), [settings])
  return null
}
