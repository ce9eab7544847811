/** The header's menu as its client components receive it (the global's entries in one language). */
export type NavChild = { label: string; description?: string | null; href: string }
export type NavItem = { label: string; href: string; children: NavChild[] }
