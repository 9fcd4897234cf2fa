import { useIntl } from 'react-intl'
import { footerText } from '../../content/shellText'
import { UiIcon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { ADDRESSES, MAP_PINS, REGIONS, locationText as t } from '../../content/locations'
import { PageHeader } from '../PageHeader'

/** Office addresses by region, then the world map with a pin per office country. */
export default function LocationsPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="connect.locations" />
      <section className="bg-white py-16" aria-labelledby="addresses-heading">
        <div className="container-site">
          <h2 id="addresses-heading" className="mb-8 text-2xl font-800 text-navy md:text-3xl">
            {intl.formatMessage(t.addresses)}
          </h2>
          <div className="grid gap-10 lg:grid-cols-3">
            {REGIONS.map((region) => (
              <div key={region} data-region={region}>
                <h3 className="mb-4 border-b-2 border-accent-dark pb-2 text-xl font-800 text-navy">
                  {intl.formatMessage(t[region])}
                </h3>
                <ul className="space-y-4">
                  {ADDRESSES.filter((a) => a.region === region).map((address) => (
                    <li key={address.lines[0]} className="rounded-2xl bg-mist p-5">
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
          <h2 id="map-heading" className="mb-8 text-2xl font-800 text-navy md:text-3xl">
            {intl.formatMessage(t.map)}
          </h2>
          {/* The map keeps its geography in Arabic too: pins sit by physical position. */}
          <div className="relative overflow-hidden rounded-2xl shadow-lg" dir="ltr">
            <Picture
              src="/images/locations/world-map.svg"
              alt={intl.formatMessage(t.mapAlt)}
              width={1000}
              height={403}
              sizes="(min-width: 1200px) 1152px, 100vw"
              className="block w-full"
            />
            <ul>
              {MAP_PINS.map((pin) => {
                const country = intl.formatMessage(pin.country)
                return (
                  <li key={pin.id} className="absolute" style={{ top: `${pin.top}%`, left: `${pin.left}%` }}>
                    {pin.nudge[0] || pin.nudge[1] ? (
                      <span
                        aria-hidden="true"
                        className="absolute size-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent-dark ring-1 ring-white"
                      />
                    ) : null}
                    <a
                      style={{ translate: `${pin.nudge[0]}px ${pin.nudge[1]}px` }}
                      href={pin.mapsUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-pin={pin.id}
                      aria-label={intl.formatMessage(footerText.officeLink, { country })}
                      title={country}
                      className="group absolute flex size-6 -translate-x-1/2 -translate-y-full items-end justify-center sm:size-8"
                    >
                      <UiIcon
                        name="pin"
                        className="size-6 fill-accent-dark text-white drop-shadow transition-transform group-hover:scale-125 group-focus-visible:scale-125 sm:size-8"
                      />
                    </a>
                  </li>
                )
              })}
            </ul>
          </div>
        </div>
      </section>
    </>
  )
}
