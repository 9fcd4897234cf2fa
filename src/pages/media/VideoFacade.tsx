import { GRID_SIZES, Picture } from '../../components/Picture'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { VIDEO_EMBED_ORIGIN } from '../../config/brand'
import { videosText } from './videosMessages'

type Props = { id: string; title: string; poster: string }

/**
 * A video as a light facade: our poster, its title and a play button. The
 * host's player (a third-party frame) loads only when the visitor asks for it.
 */
export function VideoFacade({ id, title, poster }: Props) {
  const intl = useIntl()
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement>(null)
  // The player takes the Play button's place: focus goes with it, not back to the page's start.
  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy/5">
      <div className="relative aspect-video bg-navy">
        {playing ? (
          <iframe
            ref={player}
            className="absolute inset-0 h-full w-full"
            src={`${VIDEO_EMBED_ORIGIN}/embed/${id}?autoplay=1&rel=0`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 h-full w-full"
            aria-label={intl.formatMessage(videosText.play, { title })}
          >
            <Picture
              src={poster}
              alt=""
              width={640}
              height={360}
              sizes={GRID_SIZES}
              className="h-full w-full object-cover"
            />
            <span className="absolute start-1/2 top-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent-dark text-white shadow-lg transition-transform group-hover:scale-110 rtl:translate-x-1/2">
              <svg viewBox="0 0 24 24" className="ms-1 size-7" fill="currentColor" aria-hidden="true">
                <path d="M7 4.5v15l12-7.5Z" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <figcaption className="p-4 font-600 text-navy">{title}</figcaption>
    </figure>
  )
}
