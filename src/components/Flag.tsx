// Simplified national flags drawn in SVG: emoji flags do not render on every
// system (Windows shows letters), and images would cost twelve requests.
import type { ReactNode } from 'react'
import type { FlagCode } from '../config/languages'

const stripes = (colors: string[], vertical = false) =>
  colors.map((fill, i) =>
    vertical ? (
      <rect key={fill + i} x={(i * 30) / colors.length} width={30 / colors.length} height="20" fill={fill} />
    ) : (
      <rect key={fill + i} y={(i * 20) / colors.length} width="30" height={20 / colors.length} fill={fill} />
    ),
  )

const FLAGS: Record<FlagCode, ReactNode> = {
  gb: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#C8102E" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.5" />
    </>
  ),
  es: <>{stripes(['#AA151B', '#F1BF00', '#F1BF00', '#AA151B'])}</>,
  fr: <>{stripes(['#002654', '#fff', '#CE1126'], true)}</>,
  de: <>{stripes(['#000', '#DD0000', '#FFCE00'])}</>,
  it: <>{stripes(['#009246', '#fff', '#CE2B37'], true)}</>,
  br: (
    <>
      <rect width="30" height="20" fill="#009C3B" />
      <path d="M15 2.5 27.5 10 15 17.5 2.5 10Z" fill="#FFDF00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
    </>
  ),
  ru: <>{stripes(['#fff', '#0039A6', '#D52B1E'])}</>,
  jp: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </>
  ),
  kr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M9.5 10a5.5 5.5 0 0 1 11 0Z" fill="#CD2E3A" />
      <path d="M9.5 10a5.5 5.5 0 0 0 11 0Z" fill="#0047A0" />
      <path d="M4 4l3 2M4 16l3-2M26 4l-3 2M26 16l-3-2" stroke="#000" strokeWidth="1.2" />
    </>
  ),
  cn: (
    <>
      <rect width="30" height="20" fill="#DE2910" />
      <path d="m6 3 1.2 3.6H11L8 8.9l1.1 3.6L6 10.3l-3.1 2.2L4 8.9 1 6.6h3.8Z" fill="#FFDE00" />
    </>
  ),
  in: (
    <>
      {stripes(['#FF9933', '#fff', '#138808'])}
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.8" />
    </>
  ),
  sa: (
    <>
      <rect width="30" height="20" fill="#006C35" />
      <path d="M8 8h14M8 10.5h14" stroke="#fff" strokeWidth="0.9" strokeDasharray="1.6 0.8" />
      <path d="M9 14h12" stroke="#fff" strokeWidth="1" />
    </>
  ),
}

export function Flag({ code, className = 'h-3.5 w-5' }: { code: FlagCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      className={`${className} shrink-0 rounded-sm shadow-[0_0_0_1px_rgba(0,0,0,0.12)]`}
      aria-hidden="true"
      focusable="false"
    >
      {FLAGS[code]}
    </svg>
  )
}
