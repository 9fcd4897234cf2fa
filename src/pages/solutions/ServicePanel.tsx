import { useIntl } from 'react-intl'
import type { Message } from '../../i18n/defineMessages'
import { CheckList } from '../../components/CheckList'
import { Picture } from '../../components/Picture'

type Props = {
  image: string
  title: Message
  paragraphs: readonly Message[]
  bullets?: readonly Message[]
  outro?: Message
}

/** The chosen item of a selector: its picture, title and text. */
export function ServicePanel({ image, title, paragraphs, bullets, outro }: Props) {
  const intl = useIntl()
  return (
    <div className="grid gap-6 md:grid-cols-[2fr_3fr] md:items-start">
      <Picture
        src={image}
        alt=""
        width={480}
        height={360}
        sizes="(min-width: 768px) 460px, 100vw"
        className="aspect-[4/3] w-full rounded-xl object-cover"
      />
      <div>
        <h2 className="type-subheading text-navy">{intl.formatMessage(title)}</h2>
        {paragraphs.map((p) => (
          <p key={p.id} className="mt-3 leading-relaxed text-slate-700">
            {intl.formatMessage(p)}
          </p>
        ))}
        {bullets ? <CheckList items={bullets} className="mt-4 space-y-2" /> : null}
        {outro ? <p className="mt-4 font-600 text-navy">{intl.formatMessage(outro)}</p> : null}
      </div>
    </div>
  )
}
