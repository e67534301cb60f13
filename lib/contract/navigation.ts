import { z } from 'zod'

const linkFields = {
  label: z.string().min(1).describe('Text of the link'),
  url: z
    .string()
    .min(1)
    .describe('A path inside the portal without language prefix (/colegio), or an absolute URL'),
  target: z.enum(['_self', '_blank']).describe('_blank opens a new tab'),
  icon: z.string().nullable().describe('Icon name, or null'),
  hidden: z.boolean().describe('Hidden items are not shown'),
  need_login: z.boolean().describe('Anonymous visitors who click are sent to the login page first'),
  is_public: z.boolean().describe('Non-public items show a lock to anonymous visitors'),
  color: z.string().nullable().describe('CSS colour of the item, or null for the theme colour'),
}

const NavigationLinkSchema = z.object(linkFields).meta({ id: 'NavigationLink' })

const NavigationItemSchema = z
  .object({ ...linkFields, children: z.array(NavigationLinkSchema).describe('Sub-items, shown in a menu') })
  .meta({ id: 'NavigationItem' })

export const NavbarSchema = z
  .object({
    slug: z.string(),
    title: z.string().describe('Heading of the navbar (footer columns show it)'),
    items: z.array(NavigationItemSchema),
  })
  .meta({ id: 'Navbar' })

export const NavbarsSchema = z
  .object({
    navbar_top: NavbarSchema.nullable(),
    navbar_bottom_black_section: NavbarSchema.nullable(),
    navbar_bottom_one: NavbarSchema.nullable(),
    navbar_bottom_two: NavbarSchema.nullable(),
    navbar_bottom_three: NavbarSchema.nullable(),
  })
  .meta({
    id: 'Navbars',
    description: "A language's navbars, chosen by the slugs in its settings; null when missing",
  })

export type NavigationLink = z.infer<typeof NavigationLinkSchema>
export type NavigationItem = z.infer<typeof NavigationItemSchema>
export type Navbar = z.infer<typeof NavbarSchema>
export type Navbars = z.infer<typeof NavbarsSchema>
