// Name, heading and intro of the search page (with every page's in pageText.ts, so in the shell's messages).
import { defineMessages } from '../../i18n/defineMessages'

export const searchPageText = {
  search: defineMessages({
    name: {
      id: 'page.search.name',
      defaultMessage: 'Search',
      description: 'Page name and browser tab title: the page for searching the whole website; short',
    },
    heading: {
      id: 'page.search.heading',
      defaultMessage: 'Search the site',
      description: 'Main heading of the page for searching the whole website (pages and job openings)',
    },
    intro: {
      id: 'page.search.intro',
      defaultMessage: 'Find our services, stories, policies and job openings in your language, from one search box.',
    },
  }),
}
