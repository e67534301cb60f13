'use client'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import {
  Edit,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetList,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import {
  adminSettingsId,
  contrastRatio,
  minimumContrast,
  navbarSlotFields,
  type AdminNavbar,
  shippedFonts,
  textOnLightColour,
  type AdminLanguageSettings,
} from '@/lib/contract/admin-settings'
import { localeAutonyms, locales, type Locale } from '@/lib/contract/locales'
import { ImageSourceInput } from '../media/image-input'
import { StaffActionHistory } from '../staff-action-history'

type Field = keyof AdminLanguageSettings
type Kind = 'colour' | 'font' | 'long' | 'text' | 'image' | 'navbar' | 'size'

const groups: { key: string; fields: [Field, Kind][] }[] = [
  {
    key: 'colours',
    fields: [
      ['color_primary', 'colour'],
      ['color_secondary', 'colour'],
      ['color_complementary', 'colour'],
      ['color_light', 'colour'],
    ],
  },
  {
    key: 'typography',
    fields: [
      ['font_family', 'font'],
      ['font_family_secondary', 'font'],
      ['font_size', 'text'],
    ],
  },
  {
    key: 'logos',
    fields: [
      ['logo_src', 'image'],
      ['logo_small_src', 'image'],
      ['logo_alt', 'text'],
      ['logo_width', 'size'],
      ['logo_height', 'size'],
      ['logo_small_width', 'size'],
      ['logo_small_height', 'size'],
    ],
  },
  {
    key: 'footer',
    fields: [
      ['footer_title', 'text'],
      ['footer_text', 'long'],
      ['footer_copy', 'text'],
      ['footer_copy_url', 'text'],
    ],
  },
  {
    key: 'social',
    fields: [
      ['facebook_url', 'text'],
      ['twitter_url', 'text'],
      ['instagram_url', 'text'],
      ['youtube_url', 'text'],
      ['linkedin_url', 'text'],
    ],
  },
  {
    key: 'navigation',
    fields: navbarSlotFields.map((field): [Field, Kind] => [field, 'navbar']),
  },
  {
    key: 'site',
    // Not public_url: the portal names itself by PUBLIC_SITE_URL, set where it is deployed.
    fields: [['google_analytics', 'text']],
  },
]

const fontChoices = shippedFonts.map((font) => ({ id: font, name: font }))

/** The colour as a swatch beside its input, and, for the light colour, the contrast text on it would have. */
function ColourHint({ lang, field }: { lang: Locale; field: Field }) {
  const translate = useTranslate()
  const value = useWatch({ name: `${lang}.${field}` }) as string | undefined
  const valid = typeof value === 'string' && /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(value)
  if (!valid) return null
  const ratio = field === 'color_light' ? contrastRatio(value, textOnLightColour) : undefined
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: -1, mb: 1 }}>
      <Box
        aria-hidden
        sx={{ width: 24, height: 24, borderRadius: 1, border: '1px solid #757575', bgcolor: value }}
      />
      {ratio !== undefined && (
        <Typography variant="caption" color={ratio < minimumContrast ? 'error' : 'text.secondary'}>
          {translate('admin.settings.contrast', { ratio: ratio.toFixed(1), minimum: minimumContrast })}
        </Typography>
      )}
    </Box>
  )
}

function LanguageInput({ lang, field, kind }: { lang: Locale; field: Field; kind: Kind }) {
  const translate = useTranslate()
  const label = `${translate(`resources.settings.fields.${field}`)} · ${localeAutonyms[lang]}`
  const source = `${lang}.${field}`
  if (kind === 'font') return <SelectInput source={source} label={label} choices={fontChoices} fullWidth />
  if (kind === 'image') return <ImageSourceInput source={source} label={label} />
  if (kind === 'navbar') return <NavbarSlotInput source={source} label={label} lang={lang} />
  if (kind === 'size') return <NumberInput source={source} label={label} min={1} max={4000} step={1} />
  return (
    <div>
      <TextInput
        source={source}
        label={label}
        fullWidth
        multiline={kind === 'long'}
        minRows={kind === 'long' ? 3 : undefined}
        lang={kind === 'long' || field.startsWith('footer') || field === 'logo_alt' ? lang : undefined}
      />
      {kind === 'colour' && <ColourHint lang={lang} field={field} />}
    </div>
  )
}

function NavbarSlotInput({ source, label, lang }: { source: string; label: string; lang: Locale }) {
  const { data = [], isPending } = useGetList<AdminNavbar & RaRecord>('navbars', {
    filter: { lang },
    pagination: { page: 1, perPage: 100 },
  })
  const choices = data.map((navbar) => ({ id: navbar.slug, name: `${navbar.title} (${navbar.slug})` }))
  return <SelectInput source={source} label={label} choices={choices} fullWidth isPending={isPending} />
}

function SettingsToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  )
}

/** A save replaces every language's settings; the API refuses what would break the site or its a11y (422). */
export function SiteSettingsPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const onSuccess = () => {
    notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'staff-actions'] })
  }
  return (
    <Edit
      resource="settings"
      id={adminSettingsId}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      title="admin.settings.title"
      actions={false}
    >
      <SimpleForm toolbar={<SettingsToolbar />} sx={{ maxWidth: '100%' }}>
        <Typography color="text.secondary">{translate('admin.settings.intro')}</Typography>
        {groups.map((group) => (
          <Box component="fieldset" key={group.key} sx={{ border: 0, p: 0, m: 0, mt: 2, width: '100%' }}>
            <Typography component="legend" variant="h6">
              {translate(`admin.settings.groups.${group.key}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(`admin.settings.help.${group.key}`)}
            </Typography>
            {group.fields.map(([field, kind]) => (
              <Box
                key={field}
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
                }}
              >
                {locales.map((lang) => (
                  <LanguageInput key={lang} lang={lang} field={field} kind={kind} />
                ))}
              </Box>
            ))}
          </Box>
        ))}
        <StaffActionHistory entity="settings" />
      </SimpleForm>
    </Edit>
  )
}
