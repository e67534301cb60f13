import type { z } from 'zod'

type Issue = z.core.$ZodIssue

/** The message key of a contract issue: the profile's words for its reasons, react-admin's for the rest. */
function issueKey(issue: Issue): string | { message: string; args: Record<string, unknown> } {
  const reason = 'params' in issue ? (issue.params as { reason?: string } | undefined)?.reason : undefined
  if (reason) return `admin.profileData.issues.${reason}`
  switch (issue.code) {
    case 'too_small':
    case 'invalid_type':
      return 'ra.validation.required'
    case 'too_big':
      return { message: 'ra.validation.maxLength', args: { max: Number(issue.maximum) } }
    case 'invalid_value':
      return 'admin.profileData.issues.choose'
    case 'invalid_format':
      return issue.format === 'date' ? 'admin.profileData.issues.date' : 'admin.profileData.issues.invalid'
    default:
      return 'admin.profileData.issues.invalid'
  }
}

/**
 * A react-admin form's `validate` from a contract schema: the same rules the API applies, worded in the staff
 * member's language; each field gets its first issue.
 */
export function contractValidator(schema: z.ZodType) {
  return (values: Record<string, unknown>) => {
    const result = schema.safeParse(values)
    if (result.success) return {}
    const errors: Record<string, ReturnType<typeof issueKey>> = {}
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '')
      errors[field] ??= issueKey(issue)
    }
    return errors
  }
}
