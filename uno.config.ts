import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss'

/* The type scale: a modular scale of ratio √1.25 (a major third every two steps) on the 16 px
   body, each step rounded to a whole pixel (down, below the body, so small print stays as
   compact as it was): `text-step-{n}` is 16 px × √1.25ⁿ.
     step--3 11 px (the logo's tagline)   step-2  20 px        step-10 49 px
     step--2 12 px                        step-4  25 px        step-12 61 px
     step--1 14 px                        step-6  31 px        step-16 95 px, step-19 133 px
     step-0  16 px (body)                 step-7  35 px          (the 404 page's numerals)
     step-1  18 px
   Each step carries its line height: the text steps loose enough to read (1.35–1.6), the heading
   steps (step-2 and up) tighter as they grow, right for Latin; `--leading-heading-min`
   (src/styles.css) keeps them from going below what Devanagari, Arabic and CJK need. Change
   BODY_PX, RATIO or a step's line height here and the whole site follows. Components use the
   text roles (`type-*`, below) wherever one fits, and a step only where none does. */
const BODY_PX = 16
const RATIO = Math.sqrt(1.25)
const step = (n: number) => `${(n < 0 ? Math.floor : Math.round)(BODY_PX * RATIO ** n) / 16}rem`
const heading = (lineHeight: number) => `max(${lineHeight}, var(--leading-heading-min, 0))`
const fontSize: Record<string, [string, string]> = {
  'step--3': [step(-3), '1.35'],
  'step--2': [step(-2), '1.35'],
  'step--1': [step(-1), '1.45'],
  'step-0': [step(0), '1.5'],
  'step-1': [step(1), '1.6'],
  'step-2': [step(2), heading(1.35)],
  'step-4': [step(4), heading(1.25)],
  'step-6': [step(6), heading(1.2)],
  'step-7': [step(7), heading(1.2)],
  'step-10': [step(10), heading(1.15)],
  'step-12': [step(12), heading(1.1)],
  'step-16': [step(16), '1'],
  'step-19': [step(19), '1'],
}

/* The spacing scale (margins, paddings, gaps, insets): a 4 px grid, `1` = 4 px, with 2 px half
   steps up to 14 px for tight insets. Wind's numeric utilities (`p-4`, `gap-1.5`) read it; a
   value off the scale is refused by tests/unit/designTokens.test.ts. */
export const SPACING_STEPS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 32]
const spacing = Object.fromEntries(SPACING_STEPS.map((n) => [String(n), n ? `${n / 4}rem` : '0']))

/* The text roles: size, weight and the role's own casing; colour and margins stay with the
   component. Where a role grows on wider screens it does so here. */
const typeRoles = {
  'type-display': 'text-step-7 font-800 text-balance md:text-step-12', // the home hero's slide titles
  'type-title': 'text-step-6 font-800 text-balance md:text-step-10', // a page's title (h1), the closing call
  'type-section': 'text-step-6 font-800 text-balance md:text-step-7', // a section's heading
  'type-heading': 'text-step-4 font-800 md:text-step-6', // a heading inside a page's content
  'type-subheading': 'text-step-4 font-800', // a block's heading: a panel, a policy section, a dialog
  'type-item': 'text-step-2 font-700', // an item's heading in a list: a step, a value, a milestone
  'type-card': 'text-step-1 font-700', // a card's or a small form's title
  'type-figure': 'text-step-6 font-800', // a large number: a year, a statistic
  'type-lead': 'text-step-1', // an introduction under a heading
  'type-body': 'text-step-0',
  'type-small': 'text-step--1', // meta lines, notes, footer links
  'type-label': 'text-step--1 font-600', // a form field's label
  'type-eyebrow': 'text-step--1 font-700 uppercase tracking-widest', // the line above a heading
  'type-caption': 'text-step--2', // badges, hints, the legal line
}

// Layout uses logical utilities (ms-, pe-, start-, end-) only, so Arabic mirrors.
export default defineConfig({
  presets: [presetWind3()],
  transformers: [transformerVariantGroup()],
  theme: {
    colors: {
      navy: { DEFAULT: '#0b1f3a', dark: '#071528', light: '#1c3a66' },
      accent: { DEFAULT: '#f26b1d', dark: '#c2410c', light: '#fdba74' },
      mist: '#f4f6fa',
    },
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
    spacing,
  },
  // The site's own scale replaces Wind's (text-sm, text-2xl… draw nothing).
  extendTheme: (theme) => ({ ...theme, fontSize }),
  shortcuts: {
    ...typeRoles,
    'container-site': 'mx-auto w-full max-w-[1200px] px-4 sm:px-6',
    /* One emphasis order for actions, site-wide:
         primary   (btn-primary)   filled accent: the one main action of a view (Easy Apply,
                                   Search, Send, Contact Us in a closing band);
         secondary (btn-secondary) outlined: an alternative beside it or a list's own control
                                   (Apply Now, Back to All Jobs, Cancel, Show More / Load More /
                                   Show Less); btn-secondary-light is the same on a dark band;
         tertiary  (btn-tertiary)  a text link with an arrow: Read More, See our CSR work
                                   (ReadMoreLink), leading on to another page; btn-tertiary-light
                                   on a dark ground.
       Never two of one level side by side; a filled white button is not used. */
    'btn-base':
      'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 font-600 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2',
    'btn-primary':
      'btn-base border-2 border-accent-dark bg-accent-dark text-white hover:border-[#9a3412] hover:bg-[#9a3412] focus-visible:outline-accent-dark',
    'btn-secondary':
      'btn-base border-2 border-navy bg-transparent text-navy hover:bg-navy hover:text-white focus-visible:outline-navy',
    'btn-secondary-light':
      'btn-base border-2 border-white bg-transparent text-white hover:bg-white hover:text-navy focus-visible:outline-white',
    'btn-link-base':
      'inline-flex items-center gap-2 rounded-sm font-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2',
    'btn-tertiary': 'btn-link-base text-accent-dark focus-visible:outline-accent-dark',
    'btn-tertiary-light': 'btn-link-base text-white hover:text-accent-light focus-visible:outline-white',
    'nav-top':
      'flex items-center gap-1 rounded-md px-2 py-2 type-small font-600 text-navy whitespace-nowrap hover:text-accent-dark focus-visible:text-accent-dark',
    'nav-top-current': 'text-accent-dark shadow-[inset_0_-2px_0_#c2410c]',
    'nav-panel':
      'absolute start-0 top-full z-50 hidden min-w-64 rounded-xl border border-navy/10 bg-white p-2 shadow-xl',
    'nav-panel-open': 'block',
    'nav-item':
      'block rounded-lg px-3 py-2 type-small text-navy hover:bg-mist hover:text-accent-dark focus-visible:bg-mist',
    'mobile-top': 'flex items-center py-3.5 type-body font-600 text-navy',
    // The social rail in the brand's colours, not the networks': navy with white marks, the accent on hover and focus.
    'side-link':
      'flex h-11 w-11 items-center gap-3 overflow-hidden rounded-e-lg bg-navy px-3 text-white shadow-md ring-1 ring-white/15 transition-[width,background-color] duration-300 hover:w-36 hover:bg-accent-dark focus-visible:w-36 focus-visible:bg-accent-dark',
    'side-label': 'whitespace-nowrap type-small font-600',
  },
})
