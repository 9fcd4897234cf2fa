import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss'

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
  },
  shortcuts: {
    'container-site': 'mx-auto w-full max-w-[1200px] px-4 sm:px-6',
    'btn-base':
      'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 font-600 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2',
    'btn-primary': 'btn-base bg-accent-dark text-white hover:bg-[#9a3412] focus-visible:outline-accent-dark',
    'btn-light': 'btn-base bg-white text-navy hover:bg-mist focus-visible:outline-white',
    'btn-outline': 'btn-base border-2 border-navy text-navy hover:bg-navy hover:text-white',
    'nav-top':
      'flex items-center gap-1 rounded-md px-2 py-2 text-[0.9rem] font-600 text-navy whitespace-nowrap hover:text-accent-dark focus-visible:text-accent-dark',
    'nav-top-current': 'text-accent-dark shadow-[inset_0_-2px_0_#c2410c]',
    'nav-panel':
      'absolute start-0 top-full z-50 hidden min-w-64 rounded-xl border border-navy/10 bg-white p-2 shadow-xl',
    'nav-panel-open': 'block',
    'nav-item':
      'block rounded-lg px-3 py-2 text-sm text-navy hover:bg-mist hover:text-accent-dark focus-visible:bg-mist',
    'mobile-top': 'flex items-center py-3.5 text-base font-600 text-navy',
    'side-link':
      'flex h-11 w-11 items-center gap-3 overflow-hidden rounded-e-lg px-3 text-white shadow-md transition-[width] duration-300 hover:w-36 focus-visible:w-36',
    'side-label': 'whitespace-nowrap text-sm font-600',
  },
})
