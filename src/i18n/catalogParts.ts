// How a catalog is split (the build writes it so, the browser loads it so):
// per language, the shell's messages and each page module's own, one file each.

/** The part every page needs: layout, menus, footer, the not-found page. */
export const SHELL_PART = 'shell'

/** A part's file in its language's folder: `shell.json`, `about.HistoryPage.json` (page parts are named by their module under src/pages). */
export const partFile = (part: string) => `${part.replace('/', '.')}.json`
