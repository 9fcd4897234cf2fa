import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { componentText } from './messages'
import { Picture } from './Picture'

type Props = {
  src: string
  alt: string
  className?: string
  width: number
  height: number
  /** How wide it is drawn (see Picture). */
  sizes: string
  /** Above the fold: loaded at once and first. */
  priority?: boolean
}

/**
 * A lazily loaded image over a soft placeholder: the placeholder (a
 * photograph's own blurred miniature, or a gradient) shows through until the
 * image has loaded, and stays (with a note) if it fails. Nothing is hidden
 * before scripts run.
 */
export function LazyImage({ src, alt, className = '', width, height, sizes, priority }: Props) {
  const intl = useIntl()
  const img = useRef<HTMLImageElement>(null)
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  useEffect(() => {
    // An image that finished before hydration fired its events too early for React.
    const el = img.current
    if (el?.complete) setState(el.naturalWidth > 0 ? 'loaded' : 'failed')
  }, [])
  return (
    <span
      className={`relative block overflow-hidden bg-gradient-to-br from-mist to-slate-200 ${className}`}
      data-state={state}
    >
      {state !== 'loaded' ? (
        <span
          className={`absolute inset-0 flex items-center justify-center type-small text-slate-600${state === 'loading' ? ' animate-pulse' : ''}`}
        >
          {state === 'failed' ? intl.formatMessage(componentText.imageUnavailable) : null}
        </span>
      ) : null}
      <Picture
        ref={img}
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        priority={priority}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className={`relative block h-full w-full object-cover${state === 'failed' ? ' invisible' : ''}`}
      />
    </span>
  )
}
