import type { ApiError } from '../api-client'

/**
 * The admin message key of a refused call: `admin.errors.CODE` for a known error code (the admin's messages word
 * the codes staff meet), else one per status; react-admin translates it when it notifies.
 */
export function adminErrorMessage(error: ApiError): string {
  if (error.code) return `admin.errors.${error.code}`
  if (error.status === 401) return 'ra.auth.auth_check_error'
  if (error.status === 403) return 'admin.errors.forbidden'
  if (error.status === 404) return 'ra.notification.item_doesnt_exist'
  if (error.status === 422) return 'ra.message.invalid_form'
  if (error.status === 429) return 'admin.errors.tooManyRequests'
  return 'ra.notification.http_error'
}
