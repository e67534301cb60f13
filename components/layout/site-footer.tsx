import { getTranslations } from 'next-intl/server'
import type { Navbar, Navbars } from '@/lib/contract/navigation'
import type { Settings } from '@/lib/contract/settings'
import { CookieSettingsButton } from './cookie-settings-button'
import { NavLink } from './nav-link'
import styles from './site-footer.module.css'

// The icons' paths as @mui/icons-material draws them, inline: MUI's icons are client components.
const socialNetworks = [
  {
    key: 'facebook_url',
    name: 'Facebook',
    path: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z',
  },
  {
    key: 'twitter_url',
    name: 'X (Twitter)',
    path: 'M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z',
  },
  {
    key: 'instagram_url',
    name: 'Instagram',
    path: 'M7.8 2h8.4C19.4 2 22 4.6 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8C4.6 22 2 19.4 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2m-.2 2A3.6 3.6 0 0 0 4 7.6v8.8C4 18.39 5.61 20 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6C20 5.61 18.39 4 16.4 4H7.6m9.65 1.5a1.25 1.25 0 0 1 1.25 1.25A1.25 1.25 0 0 1 17.25 8 1.25 1.25 0 0 1 16 6.75a1.25 1.25 0 0 1 1.25-1.25M12 7a5 5 0 0 1 5 5 5 5 0 0 1-5 5 5 5 0 0 1-5-5 5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3 3 3 0 0 0 3 3 3 3 0 0 0 3-3 3 3 0 0 0-3-3z',
  },
  {
    key: 'youtube_url',
    name: 'YouTube',
    path: 'M10 15l5.19-3L10 9v6m11.56-7.83c.13.47.22 1.1.28 1.9.07.8.1 1.49.1 2.09L22 12c0 2.19-.16 3.8-.44 4.83-.25.9-.83 1.48-1.73 1.73-.47.13-1.33.22-2.65.28-1.3.07-2.49.1-3.59.1L12 19c-4.19 0-6.8-.16-7.83-.44-.9-.25-1.48-.83-1.73-1.73-.13-.47-.22-1.1-.28-1.9-.07-.8-.1-1.49-.1-2.09L2 12c0-2.19.16-3.8.44-4.83.25-.9.83-1.48 1.73-1.73.47-.13 1.33-.22 2.65-.28 1.3-.07 2.49-.1 3.59-.1L12 5c4.19 0 6.8.16 7.83.44.9.25 1.48.83 1.73 1.73z',
  },
  {
    key: 'linkedin_url',
    name: 'LinkedIn',
    path: 'M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14m-.5 15.5v-5.3a3.26 3.26 0 0 0-3.26-3.26c-.85 0-1.84.52-2.32 1.3v-1.11h-2.79v8.37h2.79v-4.93c0-.77.62-1.4 1.39-1.4a1.4 1.4 0 0 1 1.4 1.4v4.93h2.79M6.88 8.56a1.68 1.68 0 0 0 1.68-1.68c0-.93-.75-1.69-1.68-1.69a1.69 1.69 0 0 0-1.69 1.69c0 .93.76 1.68 1.69 1.68m1.39 9.94v-8.37H5.5v8.37h2.77z',
  },
] as const

function FooterLinks({ navbar, inline = false }: { navbar: Navbar; inline?: boolean }) {
  return (
    <ul className={inline ? styles.inlineLinks : styles.links}>
      {navbar.items
        .filter((item) => !item.hidden)
        .map((item) => (
          <li key={`${item.label}-${item.url}`}>
            <NavLink item={item} className={styles.link} />
          </li>
        ))}
    </ul>
  )
}

function FooterColumn({ navbar }: { navbar: Navbar }) {
  return (
    <nav aria-label={navbar.title}>
      <h2 className={styles.columnTitle}>{navbar.title}</h2>
      <FooterLinks navbar={navbar} />
    </nav>
  )
}

/** Server HTML styled by a CSS module and the theme's CSS variables: only the cookie settings button is a client island. */
export async function SiteFooter({ settings, navbars }: { settings: Settings; navbars: Navbars }) {
  const t = await getTranslations('Footer')
  const columns = [navbars.navbar_bottom_one, navbars.navbar_bottom_two, navbars.navbar_bottom_three].filter(
    (navbar): navbar is Navbar => navbar !== null,
  )
  const socials = socialNetworks.flatMap(({ key, ...network }) => {
    const url = settings[key]
    return url ? [{ ...network, url }] : []
  })
  // MUI's icon size, pxToRem(24), under the theme's font size (lib/theme/build-theme.ts).
  const iconSize = `${(1.5 * Number.parseFloat(settings.font_size)) / 16}rem`
  const legal = navbars.navbar_bottom_black_section

  return (
    <footer className={styles.footer}>
      <div className={styles.brand}>
        <div className={styles.columns}>
          <div>
            <p className={styles.title}>{settings.footer_title}</p>
            <p className={styles.text}>{settings.footer_text}</p>
            {socials.length > 0 && (
              <ul aria-label={t('social')} className={styles.socials}>
                {socials.map(({ name, url, path }) => (
                  <li key={name}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('socialLink', { name })}
                      className={styles.social}
                    >
                      <svg
                        className={styles.icon}
                        style={{ fontSize: iconSize }}
                        viewBox="0 0 24 24"
                        focusable="false"
                        aria-hidden
                      >
                        <path d={path} />
                      </svg>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {columns.map((navbar) => (
            <FooterColumn key={navbar.slug} navbar={navbar} />
          ))}
        </div>
      </div>
      <div className={styles.legal}>
        <div className={styles.legalRow}>
          <div className={styles.legalLinks}>
            {legal && (
              <nav aria-label={legal.title}>
                <FooterLinks navbar={legal} inline />
              </nav>
            )}
            <CookieSettingsButton className={styles.link} />
          </div>
          <p className={styles.copy}>
            {settings.footer_copy_url ? (
              <a href={settings.footer_copy_url} className={styles.link}>
                {settings.footer_copy}
              </a>
            ) : (
              settings.footer_copy
            )}
          </p>
        </div>
      </div>
    </footer>
  )
}
