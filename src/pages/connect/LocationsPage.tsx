import type { ComponentProps, CSSProperties } from 'react'
import { useIntl } from 'react-intl'
import { footerText } from '../../content/shellText'
import { UiIcon } from '../../components/Icon'
import { ADDRESSES, MAP_PINS, REGIONS, locationText as t } from '../../content/locations'
import type { MapPin } from '../../content/locationsSchema'
import { MAP_LAYOUT } from '../../content/locationsMap'
import { PageHeader } from '../PageHeader'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.connect.locations.heading',
    defaultMessage: 'Global Locations',
    description: 'Main heading of the page with our office addresses and a world map',
  },
  intro: {
    id: 'page.connect.locations.intro',
    defaultMessage: 'Offices in India, Europe, the Americas and Australia, and partners in more than 120 countries.',
  },
})

const { world, europe, overlay, leader } = MAP_LAYOUT
/** The Europe inset's place over the world map, used from xl up (per cent of the map's box and width). */
const insetPlace = {
  '--inset-left': `${overlay.left}%`,
  '--inset-top': `${overlay.top}%`,
  '--inset-width': `${overlay.width}%`,
  '--inset-below': `${overlay.below}%`,
} as CSSProperties

/**
 * How far a moved pin stands aside, in CSS alone with no media query per pin: `--on` is 1px on
 * screens narrower than `until` px and 0 from there (100vw is the screen's width), and `--aside`
 * is |nudge| px less the slope per 100 px of the map's width (100cqw: the pins' list is the map's
 * width and a size container), so the pin stands no further from its place than keeps it off its
 * neighbour, and comes back to it as the screen widens.
 */
const aside = (pin: MapPin) =>
  ({
    '--on': `clamp(0px, (${pin.until}px - 100vw) * 1000, 1px)`,
    '--aside': `min(max(0px, ${Math.abs(pin.nudge)}px - ${pin.slope}cqw), var(--on) * 1000)`,
  }) as CSSProperties

/**
 * The pins of one map, each a link to the office on a maps site. A pin's tip is on the office
 * (its box is 24 px, at least the target size WCAG 2.5.8 asks for); on a narrow screen a pin may
 * stand a few pixels aside (`nudge`) so it does not cover a neighbour, and a dot then marks the
 * place, with a line from it to the pin's tip (the cartographer's leader), so the two read as one.
 */
export function Pins({ panel, style, ...list }: { panel: 'world' | 'europe' } & ComponentProps<'ul'>) {
  const intl = useIntl()
  return (
    <ul {...list} style={{ ...style, containerType: 'inline-size' }}>
      {MAP_PINS.filter((pin) => pin.panel === panel).map((pin) => {
        const country = intl.formatMessage(pin.country)
        return (
          <li
            key={pin.id}
            data-place={pin.id}
            className="absolute size-0"
            style={{ left: `${pin.x}%`, top: `${pin.y}%`, ...(pin.nudge ? aside(pin) : {}) }}
          >
            {pin.nudge ? (
              <>
                <span
                  aria-hidden="true"
                  data-leader
                  className="absolute block bg-accent-dark"
                  style={{ top: '-0.5px', height: '1px', width: 'var(--aside)', [pin.nudge < 0 ? 'right' : 'left']: 0 }}
                />
                <span
                  aria-hidden="true"
                  className="absolute block -translate-x-1/2 -translate-y-1/2 rounded-full border-white bg-accent-dark"
                  style={{
                    width: 'calc(var(--on) * 6)',
                    height: 'calc(var(--on) * 6)',
                    borderWidth: 'var(--on)',
                  }}
                />
              </>
            ) : null}
            <a
              href={pin.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-pin={pin.id}
              aria-label={intl.formatMessage(footerText.officeLink, { country })}
              title={country}
              className="group absolute block size-6 -translate-x-1/2 -translate-y-[91.667%] rounded-sm focus-visible:outline-navy"
              style={pin.nudge ? { marginLeft: `calc(var(--aside) * ${Math.sign(pin.nudge)})` } : undefined}
            >
              <UiIcon
                name="pin"
                className="block size-6 origin-bottom fill-accent-dark text-white drop-shadow transition-transform group-hover:scale-125 group-focus-visible:scale-125"
              />
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** Office addresses by region, then the world map with a pin per office, Europe's in an inset. */
export default function LocationsPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="connect.locations" text={hero} />
      <section className="bg-white py-16" aria-labelledby="addresses-heading">
        <div className="container-site">
          <h2 id="addresses-heading" className="mb-8 type-heading text-navy">
            {intl.formatMessage(t.addresses)}
          </h2>
          {/* A row per region, its cards on one grid: equal columns and equal heights across the page. */}
          <div className="space-y-10">
            {REGIONS.map((region) => (
              <div key={region} data-region={region}>
                <h3 className="mb-4 border-b-2 border-accent-dark pb-2 type-item text-navy">
                  {intl.formatMessage(t[region])}
                </h3>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {ADDRESSES.filter((a) => a.region === region).map((address) => (
                    <li key={address.office} data-office={address.office} className="rounded-2xl bg-mist p-5">
                      <p className="flex items-center gap-2 font-700 text-navy">
                        <UiIcon name="pin" className="size-5 text-accent-dark" />
                        {intl.formatMessage(address.country)}
                      </p>
                      <address className="mt-2 not-italic leading-relaxed text-slate-700">
                        {address.lines.map((line) => (
                          // Isolated, so a Latin address keeps its order on right-to-left pages.
                          <span key={line} className="block">
                            <bdi>{line}</bdi>
                          </span>
                        ))}
                      </address>
                      {address.phone ? (
                        <a
                          href={`tel:${address.phone.replace(/\s/g, '')}`}
                          className="mt-2 inline-flex items-center gap-2 font-600 text-accent-dark hover:underline"
                        >
                          <UiIcon name="phone" className="size-4" />
                          <span className="sr-only">{intl.formatMessage(t.phone)}: </span>
                          <span dir="ltr">{address.phone}</span>
                        </a>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="bg-mist py-16" aria-labelledby="map-heading">
        <div className="container-site">
          <h2 id="map-heading" className="mb-8 type-heading text-navy">
            {intl.formatMessage(t.map)}
          </h2>
          {/* The map keeps its geography in Arabic too: pins sit by physical position. */}
          <div className="rounded-2xl bg-white p-3 shadow-lg sm:p-6" dir="ltr">
            <div className="relative xl:mb-[var(--inset-below)]" style={insetPlace}>
              <img
                src="/images/locations/world-map.svg"
                alt={intl.formatMessage(t.mapAlt)}
                width={world.width}
                height={world.height}
                className="block h-auto w-full"
              />
              {/* From xl up the inset lies over the South Atlantic, joined to Europe's frame. */}
              <svg
                viewBox={`0 0 ${world.width} ${world.height}`}
                className="pointer-events-none absolute inset-x-0 top-0 hidden w-full xl:block"
                aria-hidden="true"
                focusable="false"
              >
                <line {...leader} className="stroke-navy-light" strokeWidth="1.25" vectorEffect="non-scaling-stroke" />
              </svg>
              <Pins
                panel="world"
                className="absolute inset-x-0 top-0"
                style={{ aspectRatio: `${world.width} / ${world.height}` }}
              />
              <div className="relative mx-auto mt-4 max-w-lg rounded-md bg-white ring-1 ring-navy-light xl:absolute xl:left-[var(--inset-left)] xl:top-[var(--inset-top)] xl:mt-0 xl:w-[var(--inset-width)] xl:max-w-none">
                {/* Over the inset's land (it comes after), on a white plate, so no coast or island runs through it. */}
                <p
                  id="map-europe"
                  className="absolute left-1 top-1 z-10 rounded-sm bg-white px-1 type-small font-700 text-navy-light"
                >
                  {intl.formatMessage(t.europe)}
                </p>
                <div className="relative">
                  <img
                    src="/images/locations/europe-map.svg"
                    alt=""
                    // HTML takes whole pixels here; the drawing keeps its own proportions.
                    width={Math.round(europe.width)}
                    height={Math.round(europe.height)}
                    className="block h-auto w-full rounded-md"
                  />
                  <Pins panel="europe" className="absolute inset-0" aria-labelledby="map-europe" />
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
