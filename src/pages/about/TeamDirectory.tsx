import { useState } from 'react'
import { useIntl } from 'react-intl'
import { ExpandableList } from '../../components/ExpandableList'
import { SocialIcon } from '../../components/Icon'
import { Modal } from '../../components/Modal'
import { SectionHeading } from '../../components/SectionHeading'
import { Picture } from '../../components/Picture'
import { BRAND_VALUES } from '../../config/brand'
import {
  TEAM,
  TEAM_COLLAPSED_COUNT,
  TEAM_GROUPS,
  teamGroupText,
  type TeamGroup,
  type TeamMember,
} from '../../content/about/team'
import { isPlaceholder } from '../../content/placeholder'
import { photoFor } from '../../lib/photos'
import { visionText as t } from './visionMessages'

/** Whether a person's portrait is a photograph (ours, initials drawn, are placeholders awaiting one). */
const hasPortrait = (member: TeamMember) => !isPlaceholder(member) || photoFor(member.image) !== undefined

/** The profile link, or its icon dimmed and inert when the person has none. */
function ProfileLink({ member }: { member: TeamMember }) {
  const intl = useIntl()
  if (!member.linkedin)
    return (
      <span
        className="inline-flex items-center gap-2 text-slate-600 opacity-50"
        aria-disabled="true"
        data-profile="none"
      >
        <SocialIcon network="linkedin" className="size-6" />
        <span className="type-small">{intl.formatMessage(t.noProfile)}</span>
      </span>
    )
  return (
    <a
      href={member.linkedin}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex size-11 items-center justify-center rounded-full bg-[#0a66c2] text-white hover:bg-[#004182]"
      aria-label={intl.formatMessage(t.profileLink, { name: member.name })}
    >
      <SocialIcon network="linkedin" className="size-5" />
    </a>
  )
}

/** A person's card; `wide`, the portrait beside the name, for a group of one that would otherwise stand alone in a row. */
function MemberCard({ member, onOpen, wide = false }: { member: TeamMember; onOpen: () => void; wide?: boolean }) {
  const intl = useIntl()
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={`group flex h-full w-full overflow-hidden rounded-2xl bg-white text-start shadow-sm ring-1 ring-navy/5 transition hover:-translate-y-1 hover:shadow-lg ${wide ? 'flex-row items-center' : 'flex-col'}`}
    >
      <Picture
        src={member.image}
        alt=""
        width={320}
        height={320}
        sizes={wide ? '(min-width: 640px) 224px, 128px' : '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw'}
        className={`aspect-square object-cover ${wide ? 'w-32 shrink-0 sm:w-56' : 'w-full'}`}
      />
      <span className={`block ${wide ? 'p-4 sm:p-8' : 'p-4'}`}>
        <span className={`block text-navy group-hover:text-accent-dark ${wide ? 'type-card' : 'font-700'}`}>
          {member.name}
        </span>
        <span className="mt-1 block type-small text-slate-600">{intl.formatMessage(member.role)}</span>
      </span>
    </button>
  )
}

/** A person as a line of the directory, name and role, while the group has no photographs. */
function MemberEntry({ member, onOpen }: { member: TeamMember; onOpen: () => void }) {
  const intl = useIntl()
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="group flex h-full w-full flex-col border-s-2 border-accent/40 py-2 ps-4 text-start transition-colors hover:border-accent"
      data-entry
    >
      <span className="block font-700 text-navy group-hover:text-accent-dark">{member.name}</span>
      <span className="mt-0.5 block type-small text-slate-600">{intl.formatMessage(member.role)}</span>
    </button>
  )
}

/**
 * One group: its first cards, then Show all / Show fewer, which leaves the page
 * where it is. Before scripts run every card is listed, so the directory reads without them.
 */
function TeamGroupList({ group, onOpen }: { group: TeamGroup; onOpen: (member: TeamMember) => void }) {
  const intl = useIntl()
  const members = TEAM.filter((m) => m.group === group)
  const text = teamGroupText[group]
  const headingId = `team-${group}`
  // A group of one (the patron) is one wide card, the portrait beside the name, rather than a card alone in a row.
  const single = members.length === 1
  // Without a single photograph, cards would be a wall of identical initials: a list of names and roles reads better.
  const directory = !members.some(hasPortrait)
  return (
    <div className="mb-14" data-group={group}>
      <div>
        <h3 id={headingId} className="type-subheading text-navy">
          {intl.formatMessage(text.title)}
        </h3>
        <p className="mb-6 mt-1 text-slate-600">{intl.formatMessage(text.tagline)}</p>
      </div>
      <ExpandableList
        items={members}
        initial={TEAM_COLLAPSED_COUNT}
        itemKey={(member) => member.slug}
        labelledBy={headingId}
        // The wide card spans two of the four columns the other groups use, so its edge meets theirs.
        listClassName={
          directory
            ? 'grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3'
            : single
              ? 'grid gap-4 sm:grid-cols-3 lg:grid-cols-4 sm:[&>li]:col-span-2'
              : 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4'
        }
        labels={{
          more: intl.formatMessage(t.showAll, { count: members.length }),
          less: intl.formatMessage(t.showFewer),
        }}
        toggleClassName="mt-6"
        scrollBack={false}
        render={(member) =>
          directory ? (
            <MemberEntry member={member} onOpen={() => onOpen(member)} />
          ) : (
            <MemberCard member={member} onOpen={() => onOpen(member)} wide={single} />
          )
        }
      />
    </div>
  )
}

/** The team directory (anchor `team-section`): five groups; a card opens the person's story. */
export function TeamDirectory() {
  const intl = useIntl()
  const [open, setOpen] = useState<TeamMember | null>(null)
  return (
    <section id="team-section" className="bg-mist py-20" aria-labelledby="team-heading">
      <div className="container-site">
        <SectionHeading
          id="team-heading"
          eyebrow={intl.formatMessage(t.teamEyebrow)}
          heading={intl.formatMessage(t.teamHeading, BRAND_VALUES)}
          intro={intl.formatMessage(t.teamIntro)}
        />
        {TEAM_GROUPS.map((group) => (
          <TeamGroupList key={group} group={group} onOpen={setOpen} />
        ))}
      </div>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name}
        closeLabel={intl.formatMessage(t.close)}
      >
        {open ? (
          <div className={hasPortrait(open) ? 'grid gap-6 sm:grid-cols-[12rem_1fr]' : ''}>
            {hasPortrait(open) ? (
              <Picture
                src={open.image}
                alt={intl.formatMessage(t.photoAlt, { name: open.name })}
                width={320}
                height={320}
                sizes="192px"
                className="aspect-square w-48 rounded-2xl object-cover"
              />
            ) : null}
            <div>
              <p className="font-600 text-accent-dark">{intl.formatMessage(open.role)}</p>
              <div className="my-4">
                <ProfileLink member={open} />
              </div>
              <p className="leading-relaxed text-slate-700">{intl.formatMessage(open.description)}</p>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  )
}
