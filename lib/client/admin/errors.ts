import type { ApiError } from '../api-client'

export function adminErrorMessage(error: ApiError): string {
  if (error.code) return `admin.errors.${error.code}`
  if (error.status === 401) return 'ra.auth.auth_check_error'
  if (error.status === 403) return 'admin.errors.forbidden'
  if (error.status === 404) return 'ra.notification.item_doesnt_exist'
  if (error.status === 422) return 'ra.message.invalid_form'
  if (error.status === 429) return 'admin.errors.tooManyRequests'
  return 'ra.notification.http_error'
}
