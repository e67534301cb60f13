import { getMessages } from 'next-intl/server'
import { GenericProcedureDetail } from '@/components/procedures/generic-procedure-detail'
import { GenericProcedureIsland } from '@/components/procedures/generic-procedure-form'
import { CaptchaProvider } from '@/components/providers/captcha-provider'
import { QueryIsland } from '@/components/providers/query-island'
import { closedReasonOf } from '@/lib/contract/generic-procedure-forms'
import { publicCaptchaSettings } from '@/lib/server/integrations/captcha'
import { loadGenericProcedure } from '@/lib/server/portal'
import { detail } from '../detail-route'

export const genericProcedureDetail = detail({
  path: (slug) => `/generic-procedure/${slug}`,
  load: (locale, slug, audience) => loadGenericProcedure(locale, slug, audience),
  render: async (procedure, locale) => {
    const messages = await getMessages({ locale })
    return (
      <GenericProcedureDetail
        procedure={procedure}
        locale={locale}
        form={
          <QueryIsland
            messages={{
              GenericProcedureForm: messages.GenericProcedureForm,
              Errors: messages.Errors,
              Captcha: messages.Captcha,
            }}
          >
            <CaptchaProvider settings={publicCaptchaSettings()} language={locale}>
              <GenericProcedureIsland
                procedure={{
                  id: procedure.id,
                  form: procedure.form,
                  window_status: procedure.window_status,
                  opens_at: procedure.opens_at,
                  closes_at: procedure.closes_at,
                }}
                closedAtRender={closedReasonOf(procedure)}
              />
            </CaptchaProvider>
          </QueryIsland>
        }
      />
    )
  },
})
