// SPEC section 4: on start-up, a stored language preference other than
// English moves an unprefixed (English) page to that language. Done by a tiny
// script at the top of <head> (vite.config.ts puts it in every page), before
// anything is painted, so a returning visitor never sees the English page
// first. It hides the document while the browser moves on. The server's CSP
// allows it by its hash, like every inline script of the build.
import { STORAGE_KEYS } from '../config/constants.ts'
import { TRANSLATED_LANGUAGES } from '../config/languages.ts'

export function preferredLanguageScript(): string {
  const codes = JSON.stringify(TRANSLATED_LANGUAGES)
  const key = JSON.stringify(STORAGE_KEYS.preferredLanguage)
  return (
    `(function(){try{var c=${codes},l=localStorage.getItem(${key}),p=location.pathname;` +
    'if(c.indexOf(l)<0||c.indexOf(p.split("/")[1])>=0)return;' +
    'document.documentElement.hidden=true;' +
    'location.replace("/"+l+(p==="/"?"":p)+location.search+location.hash)}catch(e){}})()'
  )
}
