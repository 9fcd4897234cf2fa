// The group's figures, named once. Copy names them as ICU number arguments
// (`{placements, number}`); `i18n:compile` writes each one into every
// catalog formatted by Intl for that language, the way the statistics band
// formats its counters, so the copy and the band agree in every language.
export const FIGURES = {
  /** People placed in work (SPEC 1: 8000+). */
  placements: 8000,
  /** Clients (SPEC 1: 3,000+). */
  clients: 3000,
  /** Workforce across eight countries (SPEC 1: 4,60,000+). */
  workforce: 460000,
  /** People our CSR programmes helped into work (the statistics band's counter). */
  csrHires: 21729,
  /** Job seekers registered at the Mega Job Fair. */
  fairJobSeekers: 21000,
  /** Offers made at the Mega Job Fair. */
  fairOffers: 4800,
  /** Visitors to the ISF pavilion. */
  pavilionVisitors: 2000,
  /** Customer-support staff the e-commerce client needed, and those delivered. */
  supportStaffNeeded: 1200,
  supportStaffDelivered: 1260,
} as const

export type FigureName = keyof typeof FIGURES
