// Name (menus, document title), hero heading and intro of every page, by page key.
import type { MessageDescriptor } from 'react-intl'
import type { PageKey } from '../config/paths'
import { aboutText } from './about/messages'
import { careersText } from './careers/messages'
import { connectText } from './connect/messages'
import { gccText } from './gcc/messages'
import { homeText } from './home/messages'
import { impactText } from './impact/messages'
import { mediaText } from './media/messages'
import { policyText } from './policy/messages'
import { searchPageText } from './search/pageMessages'
import { solutionsText } from './solutions/messages'

export type PageText = { name: MessageDescriptor; heading: MessageDescriptor; intro: MessageDescriptor }

export const PAGE_TEXT: Record<PageKey, PageText> = {
  home: homeText,
  ...aboutText,
  ...solutionsText,
  ...gccText,
  ...impactText,
  ...mediaText,
  ...careersText,
  ...connectText,
  ...policyText,
  ...searchPageText,
}
