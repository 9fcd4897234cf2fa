// The header's menu groups (SPEC 2.2). Items name pages, not URLs, so every
// link follows the route table and the page's language.
import type { MessageDescriptor } from 'react-intl'
import type { PageKey } from '../../config/paths'
import { menuText } from '../../content/shellText'

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
