// The header's menu groups (SPEC 2.2). Items name pages, not URLs, so every
// link follows the route table and the page's language. The desktop and the
// mobile menu both render `useMenu()`: the same groups, titles, labels and hrefs.
import { useIntl, type MessageDescriptor } from 'react-intl'
import { useLocation } from 'react-router-dom'
import { BRAND_VALUES } from '../../config/brand'
import type { PageKey } from '../../config/paths'
import { menuText } from '../../content/shellText'
import { usePageHref } from '../../i18n/usePageHref'
import { PAGE_NAMES } from '../../pages/pageNames'
import { useMenuKey } from './useMenuKey'

export type MenuItem = { page: PageKey; label?: MessageDescriptor }
export type MenuGroup = {
  /** Menu key: the group is highlighted when the path starts with it. */
  key: string
  title: MessageDescriptor
  items: readonly MenuItem[]
}

export const MENU: readonly MenuGroup[] = [
  { key: '', title: menuText.home, items: [{ page: 'home' }] },
  {
    key: 'aboutus',
    title: menuText.about,
    items: [
      { page: 'about.vision' },
      { page: 'about.history' },
      { page: 'about.certifications' },
      { page: 'about.awards' },
      { page: 'about.clients' },
    ],
  },
  {
    key: 'solutions',
    title: menuText.solutions,
    items: [{ page: 'solutions.talent' }, { page: 'solutions.technology' }, { page: 'solutions.transformation' }],
  },
  {
    key: 'gccofferings',
    title: menuText.gcc,
    items: [{ page: 'gcc.talent' }, { page: 'gcc.workplace' }, { page: 'gcc.operations' }],
  },
  {
    key: 'impact',
    title: menuText.impact,
    items: [{ page: 'impact.stories' }, { page: 'impact.csr' }, { page: 'impact.testimonials' }],
  },
  {
    key: 'news_and_media',
    title: menuText.media,
    items: [{ page: 'media.gallery' }, { page: 'media.videos' }, { page: 'media.press' }],
  },
  {
    key: 'careers',
    title: menuText.careers,
    items: [{ page: 'careers.search' }, { page: 'connect.contact', label: menuText.joinUs }],
  },
  {
    key: 'connect',
    title: menuText.connect,
    items: [{ page: 'connect.contact' }, { page: 'connect.locations' }],
  },
]

/** A menu link, resolved for the page being shown. */
export type MenuLink = {
  /** React key, unique within its group. */
  key: string
  href: string
  label: string
  /** The link leads to the page being shown. */
  current: boolean
}

/** A menu group, resolved: a single link (`link`) or a list of links to open (`items`). */
export type MenuEntry = {
  key: string
  title: string
  /** The page being shown belongs to this group. */
  current: boolean
  /** Set when the group has one item: the title itself is the link. */
  link?: MenuLink
  items: readonly MenuLink[]
}

/** The menu groups with their titles, labels and hrefs in the page's language. */
export function useMenu(): readonly MenuEntry[] {
  const intl = useIntl()
  const href = usePageHref()
  const menuKey = useMenuKey()
  const { pathname } = useLocation()
  return MENU.map((group) => {
    const items = group.items.map((item): MenuLink => {
      const to = href(item.page)
      return {
        key: item.page + (item.label?.id ?? ''),
        href: to,
        label: intl.formatMessage(item.label ?? PAGE_NAMES[item.page], BRAND_VALUES),
        current: pathname === to,
      }
    })
    return {
      key: group.key,
      title: intl.formatMessage(group.title, BRAND_VALUES),
      current: group.key === menuKey,
      link: items.length === 1 ? items[0] : undefined,
      items,
    }
  })
}
