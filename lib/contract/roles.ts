// Plain data without zod: the menus' links read it on every public page.
export const roles = ['collegiate', 'precollegiate', 'non_member', 'staff'] as const

export type Role = (typeof roles)[number]
