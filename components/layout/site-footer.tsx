import Facebook from '@mui/icons-material/Facebook'
import Instagram from '@mui/icons-material/Instagram'
import LinkedIn from '@mui/icons-material/LinkedIn'
import X from '@mui/icons-material/X'
import YouTube from '@mui/icons-material/YouTube'
import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import type { Navbar, Navbars } from '@/lib/contract/navigation'
import type { Settings } from '@/lib/contract/settings'
import { CookieSettingsButton } from './cookie-settings-button'
import { NavLink } from './nav-link'

const socialNetworks = [
  { key: 'facebook_url', name: 'Facebook', Icon: Facebook },
  { key: 'twitter_url', name: 'X (Twitter)', Icon: X },
  { key: 'instagram_url', name: 'Instagram', Icon: Instagram },
  { key: 'youtube_url', name: 'YouTube', Icon: YouTube },
  { key: 'linkedin_url', name: 'LinkedIn', Icon: LinkedIn },
] as const

const linkSx = { color: 'inherit', display: 'inline-flex', minHeight: 28, alignItems: 'center' } as const

function FooterLinks({ navbar, inline = false }: { navbar: Navbar; inline?: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: inline ? 'flex' : 'grid',
        flexWrap: 'wrap',
        gap: inline ? 2 : 0.5,
      }}
    >
      {navbar.items
        .filter((item) => !item.hidden)
        .map((item) => (
          <li key={`${item.label}-${item.url}`}>
            <Box component={NavLink} item={item} sx={linkSx} />
          </li>
        ))}
    </Box>
  )
}

function FooterColumn({ navbar }: { navbar: Navbar }) {
  return (
    <Box component="nav" aria-label={navbar.title}>
      <Box component="h2" sx={{ fontSize: '1rem', mt: 0, mb: 1 }}>
        {navbar.title}
      </Box>
      <FooterLinks navbar={navbar} />
    </Box>
  )
}

export async function SiteFooter({ settings, navbars }: { settings: Settings; navbars: Navbars }) {
  const t = await getTranslations('Footer')
  const columns = [navbars.navbar_bottom_one, navbars.navbar_bottom_two, navbars.navbar_bottom_three].filter(
    (navbar): navbar is Navbar => navbar !== null,
  )
  const socials = socialNetworks.flatMap(({ key, ...network }) => {
    const url = settings[key]
    return url ? [{ ...network, url }] : []
  })
  const legal = navbars.navbar_bottom_black_section

  return (
    <Box component="footer" sx={{ mt: 'auto' }}>
      <Box sx={{ bgcolor: 'var(--portal-color-light)', color: '#1a1a1a', py: 5 }}>
        <Box
          sx={{
            maxWidth: 1500,
            mx: 'auto',
            px: { xs: 2, lg: 3 },
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr repeat(3, 1fr)' },
          }}
        >
          <div>
            <Box component="p" sx={{ fontWeight: 700, fontSize: '1.125rem', mt: 0, mb: 1 }}>
              {settings.footer_title}
            </Box>
            <Box component="p" sx={{ mt: 0 }}>
              {settings.footer_text}
            </Box>
            {socials.length > 0 && (
              <Box
                component="ul"
                aria-label={t('social')}
                sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0 }}
              >
                {socials.map(({ name, url, Icon }) => (
                  <li key={name}>
                    <Box
                      component="a"
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('socialLink', { name })}
                      sx={{
                        display: 'inline-flex',
                        p: 0.75,
                        color: 'inherit',
                        borderRadius: '50%',
                        '&:hover': { bgcolor: 'rgba(0,0,0,0.08)' },
                      }}
                    >
                      <Icon aria-hidden />
                    </Box>
                  </li>
                ))}
              </Box>
            )}
          </div>
          {columns.map((navbar) => (
            <FooterColumn key={navbar.slug} navbar={navbar} />
          ))}
        </Box>
      </Box>
      <Box sx={{ bgcolor: '#1a1a1a', color: '#ffffff', py: 2, '--portal-focus-ring': '#ffffff' }}>
        <Box
          sx={{
            maxWidth: 1500,
            mx: 'auto',
            px: { xs: 2, lg: 3 },
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {legal && (
              <Box component="nav" aria-label={legal.title}>
                <FooterLinks navbar={legal} inline />
              </Box>
            )}
            <CookieSettingsButton sx={linkSx} />
          </Box>
          <Box component="p" sx={{ m: 0 }}>
            {settings.footer_copy_url ? (
              <Box component="a" href={settings.footer_copy_url} sx={linkSx}>
                {settings.footer_copy}
              </Box>
            ) : (
              settings.footer_copy
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  )
}
