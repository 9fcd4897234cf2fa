import { useLocation } from 'react-router-dom'
import { menuKeyOf, splitLanguage } from '../../config/paths'

/** The menu key of the current page: the first path segment, language prefix removed. */
export function useMenuKey(): string {
  const { pathname } = useLocation()
  return menuKeyOf(splitLanguage(pathname).path)
}
