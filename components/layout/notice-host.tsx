'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useNotice } from '@/lib/client/notices'

// Most visits never show a notice, so the bar's code loads with the first one.
const NoticeBar = dynamic(() => import('./notice-bar').then((module) => module.ScopedNoticeBar), {
  ssr: false,
})

export function NoticeHost() {
  const notice = useNotice()
  const [shown, setShown] = useState(false)
  // Stays mounted after the first notice, so hiding can play its transition.
  if (notice.visible && !shown) setShown(true)
  return shown ? <NoticeBar notice={notice} /> : null
}
