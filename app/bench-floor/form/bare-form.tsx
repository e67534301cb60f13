'use client'

import { toNestErrors } from '@hookform/resolvers'
import { useForm, type FieldError, type Resolver } from 'react-hook-form'
import { z } from 'zod'

const SignInSchema = z.object({ email: z.email(), password: z.string().min(1) })
type SignIn = z.infer<typeof SignInSchema>

const resolver: Resolver<SignIn> = async (values, _context, options) => {
  const result = await SignInSchema.safeParseAsync(values)
  if (result.success) return { values: result.data, errors: {} }
  const errors: Record<string, FieldError> = {}
  for (const issue of result.error.issues)
    errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message }
  return { values: {}, errors: toNestErrors(errors, options) }
}

export function BareForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<SignIn>({ resolver, defaultValues: { email: '', password: '' } })
  return (
    <form method="post" noValidate onSubmit={handleSubmit(() => undefined)}>
      <p>
        <label htmlFor="email">E-mail</label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          aria-invalid={Boolean(errors.email)}
          {...register('email')}
        />
        {errors.email && <span role="alert">{errors.email.message}</span>}
      </p>
      <p>
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          {...register('password')}
        />
        {errors.password && <span role="alert">{errors.password.message}</span>}
      </p>
      <button type="submit">Sign in</button>
      <p role="status">{isSubmitSuccessful ? 'Checked' : ''}</p>
    </form>
  )
}
