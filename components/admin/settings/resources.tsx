'use client'
import LanguageIcon from '@mui/icons-material/Language'
import MenuIcon from '@mui/icons-material/Menu'
import PaymentsIcon from '@mui/icons-material/Payments'
import SettingsIcon from '@mui/icons-material/Settings'
import { Resource } from 'react-admin'
import { LanguageList } from './languages'
import { NavbarCreate, NavbarEdit, NavbarList, NavigationItemCreate, NavigationItemEdit } from './navbars'
import { PaymentConfigurationEdit, PaymentConfigurationList } from './payment-configurations'
import { SiteSettingsPage } from './site-settings'

export function settingsResources() {
  return [
    <Resource
      key="settings"
      name="settings"
      list={SiteSettingsPage}
      icon={SettingsIcon}
      options={{ label: 'resources.settings.name' }}
    />,
    <Resource
      key="navbars"
      name="navbars"
      list={NavbarList}
      create={NavbarCreate}
      edit={NavbarEdit}
      icon={MenuIcon}
      options={{ label: 'resources.navbars.name' }}
    />,
    <Resource
      key="navigation-items"
      name="navigation-items"
      create={NavigationItemCreate}
      edit={NavigationItemEdit}
    />,
    <Resource
      key="languages"
      name="languages"
      list={LanguageList}
      icon={LanguageIcon}
      options={{ label: 'resources.languages.name' }}
    />,
    <Resource
      key="payment-configurations"
      name="payment-configurations"
      list={PaymentConfigurationList}
      edit={PaymentConfigurationEdit}
      icon={PaymentsIcon}
      options={{ label: 'resources.payment-configurations.name' }}
    />,
  ]
}
