'use client'
import ArticleIcon from '@mui/icons-material/Article'
import EuroIcon from '@mui/icons-material/Euro'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import InboxIcon from '@mui/icons-material/Inbox'
import PeopleIcon from '@mui/icons-material/People'
import SettingsIcon from '@mui/icons-material/Settings'
import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useEffect, type ReactElement } from 'react'
import {
  Menu,
  useBasename,
  useResourceDefinitions,
  useSidebarState,
  useStore,
  useTranslate,
} from 'react-admin'
import { useLocation } from 'react-router-dom'
import { menuGroups, type MenuGroupId } from './sections'

const groupIcons: Record<MenuGroupId, ReactElement> = {
  content: <ArticleIcon />,
  people: <PeopleIcon />,
  applications: <InboxIcon />,
  money: <EuroIcon />,
  settings: <SettingsIcon />,
}

/** Content is open the first time: it is what staff change most. */
const initiallyOpen: MenuGroupId | null = 'content'

/** A group's heading: a menu item that shows or hides the group's screens (aria-expanded says which). */
function MenuGroupHeading({
  id,
  expanded,
  onToggle,
  ...menuItemProps
}: { id: MenuGroupId; expanded: boolean; onToggle: () => void } & MenuItemProps) {
  const translate = useTranslate()
  const [sidebarOpen] = useSidebarState()
  const label = translate(`admin.menu.groups.${id}`)
  const heading = (
    <MenuItem
      {...menuItemProps}
      tabIndex={0}
      aria-expanded={expanded}
      onClick={onToggle}
      sx={{ fontWeight: 600, color: 'text.primary' }}
    >
      <ListItemIcon>{groupIcons[id]}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1, fontWeight: 'inherit' }}>
        {label}
      </Typography>
      {sidebarOpen ? (
        expanded ? (
          <ExpandLessIcon fontSize="small" aria-hidden />
        ) : (
          <ExpandMoreIcon fontSize="small" aria-hidden />
        )
      ) : null}
    </MenuItem>
  )
  return sidebarOpen ? (
    heading
  ) : (
    <Tooltip title={label} placement="right">
      {heading}
    </Tooltip>
  )
}

/**
 * The menu in five groups (content, people, applications, money, settings), each shown or hidden by its heading.
 * One is open at a time, so that the side bar fits a laptop's screen (the largest group and the headings fit in
 * 800 pixels); opening a screen opens its group, and the group open is remembered. The items stay one flat list,
 * so the menu's arrow keys reach every one.
 */
export function AdminMenu() {
  const translate = useTranslate()
  const definitions = useResourceDefinitions()
  const basename = useBasename()
  const { pathname } = useLocation()
  const [sidebarOpen] = useSidebarState()
  const [open, setOpen] = useStore<MenuGroupId | null>('menu.openGroup', initiallyOpen)
  const screen = pathname.slice(basename.length).split('/')[1] ?? ''
  const current = menuGroups.find((group) => group.resources.includes(screen))?.id

  // Only when the screen changes: staff may then open another group while it is shown.
  useEffect(() => {
    if (current) setOpen(current)
  }, [current, setOpen])

  const listed = (names: string[]) => names.filter((name) => definitions[name]?.hasList)
  const grouped = new Set(menuGroups.flatMap((group) => group.resources))
  const items: ReactElement[] = [<Menu.DashboardItem key="dashboard" />]
  for (const group of menuGroups) {
    const names = listed(group.resources)
    if (names.length === 0) continue
    const expanded = open === group.id
    items.push(
      <MenuGroupHeading
        key={`group-${group.id}`}
        id={group.id}
        expanded={expanded}
        onToggle={() => setOpen(expanded ? null : group.id)}
      />,
    )
    if (expanded)
      items.push(
        ...names.map((name) => (
          <Menu.ResourceItem key={name} name={name} sx={sidebarOpen ? { pl: 4 } : undefined} />
        )),
      )
  }
  // A screen added outside the groups is still listed, last.
  for (const name of listed(Object.keys(definitions)).filter((name) => !grouped.has(name)))
    items.push(<Menu.ResourceItem key={name} name={name} />)

  return <Menu aria-label={translate('admin.menu.label')}>{items}</Menu>
}
