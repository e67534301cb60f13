'use client'
import dynamic from 'next/dynamic'

/** react-admin runs in the browser only (its own router under /admin): no server rendering of the back-office. */
export const AdminLoader = dynamic(() => import('./admin-app').then((module) => module.AdminApp), {
  ssr: false,
})
