// The team directory (SPEC 2.4, 3): 41 people in five groups. Names are shown
// as written; roles and biographies are catalog messages. Photos are initials
// portraits of ours under /images/team/{slug}.svg until real ones replace them
// file for file. A blank profile link shows its icon dimmed and inert.
import { z } from '../../lib/zod'
import { defineMessages } from '../../i18n/defineMessages'
import { imagePathSchema, messageSchema, optionalUrlSchema, parseContent } from '../schema'

export const TEAM_GROUPS = ['patrons', 'board', 'executive', 'ecosystem', 'zicorns'] as const
export type TeamGroup = (typeof TEAM_GROUPS)[number]

export const teamGroupText = {
  patrons: defineMessages({
    title: { id: 'team.group.patrons.title', defaultMessage: 'Patrons' },
    tagline: { id: 'team.group.patrons.tagline', defaultMessage: 'The wisdom that guides our purpose' },
  }),
  board: defineMessages({
    title: { id: 'team.group.board.title', defaultMessage: 'Board of Directors' },
    tagline: { id: 'team.group.board.tagline', defaultMessage: 'Setting the course for responsible growth' },
  }),
  executive: defineMessages({
    title: { id: 'team.group.executive.title', defaultMessage: 'Executive Team' },
    tagline: { id: 'team.group.executive.tagline', defaultMessage: 'Leading delivery for clients on four continents' },
  }),
  ecosystem: defineMessages({
    title: { id: 'team.group.ecosystem.title', defaultMessage: 'Ecosystem Partners' },
    tagline: { id: 'team.group.ecosystem.tagline', defaultMessage: 'Opening doors in the markets we serve' },
  }),
  zicorns: defineMessages({
    title: { id: 'team.group.zicorns.title', defaultMessage: 'Zicorns - Next Generation' },
    tagline: { id: 'team.group.zicorns.tagline', defaultMessage: 'The young leaders shaping what comes next' },
  }),
} satisfies Record<TeamGroup, unknown>

const role = defineMessages({
  patron: { id: 'team.role.patron', defaultMessage: 'Patron' },
  chair: { id: 'team.role.chair', defaultMessage: 'Founder and Chairperson' },
  ceo: { id: 'team.role.ceo', defaultMessage: 'Managing Director and CEO' },
  director: { id: 'team.role.director', defaultMessage: 'Director' },
  independentDirector: { id: 'team.role.independentDirector', defaultMessage: 'Independent Director' },
  coo: { id: 'team.role.coo', defaultMessage: 'Chief Operating Officer' },
  cfo: { id: 'team.role.cfo', defaultMessage: 'Chief Financial Officer' },
  cto: { id: 'team.role.cto', defaultMessage: 'Chief Technology Officer' },
  chro: { id: 'team.role.chro', defaultMessage: 'Chief People Officer' },
  vpTalent: { id: 'team.role.vpTalent', defaultMessage: 'Vice President, Talent Acquisition' },
  vpGcc: { id: 'team.role.vpGcc', defaultMessage: 'Vice President, GCC Advisory' },
  headTechnology: { id: 'team.role.headTechnology', defaultMessage: 'Head of Technology Services' },
  headTransformation: { id: 'team.role.headTransformation', defaultMessage: 'Head of Transformation' },
  headEurope: { id: 'team.role.headEurope', defaultMessage: 'Head of Europe' },
  headAmericas: { id: 'team.role.headAmericas', defaultMessage: 'Head of the Americas' },
  headMarketing: { id: 'team.role.headMarketing', defaultMessage: 'Head of Marketing' },
  headLegal: { id: 'team.role.headLegal', defaultMessage: 'Head of Legal and Compliance' },
  headDelivery: { id: 'team.role.headDelivery', defaultMessage: 'Head of Delivery' },
  headCsr: { id: 'team.role.headCsr', defaultMessage: 'Head of CSR' },
  headClientSuccess: { id: 'team.role.headClientSuccess', defaultMessage: 'Head of Client Success' },
  headResearch: { id: 'team.role.headResearch', defaultMessage: 'Head of Research and Insights' },
  headQuality: { id: 'team.role.headQuality', defaultMessage: 'Head of Quality' },
  headSalesEurope: { id: 'team.role.headSalesEurope', defaultMessage: 'Head of Sales, Europe' },
  headExecutiveSearch: { id: 'team.role.headExecutiveSearch', defaultMessage: 'Head of Executive Search' },
  partnerFrance: { id: 'team.role.partnerFrance', defaultMessage: 'Ecosystem Partner, France' },
  partnerNetherlands: { id: 'team.role.partnerNetherlands', defaultMessage: 'Ecosystem Partner, Netherlands' },
  partnerFinland: { id: 'team.role.partnerFinland', defaultMessage: 'Ecosystem Partner, Finland' },
  partnerUk: { id: 'team.role.partnerUk', defaultMessage: 'Ecosystem Partner, United Kingdom' },
  partnerUsa: { id: 'team.role.partnerUsa', defaultMessage: 'Ecosystem Partner, United States' },
  partnerCanada: { id: 'team.role.partnerCanada', defaultMessage: 'Ecosystem Partner, Canada' },
  partnerBrazil: { id: 'team.role.partnerBrazil', defaultMessage: 'Ecosystem Partner, Brazil' },
  partnerAustralia: { id: 'team.role.partnerAustralia', defaultMessage: 'Ecosystem Partner, Australia' },
  partnerStartups: { id: 'team.role.partnerStartups', defaultMessage: 'Ecosystem Partner, Startups and Incubators' },
  zicornTalent: { id: 'team.role.zicornTalent', defaultMessage: 'Associate, Talent Intelligence' },
  zicornCloud: { id: 'team.role.zicornCloud', defaultMessage: 'Graduate Engineer, Cloud Platforms' },
  zicornData: { id: 'team.role.zicornData', defaultMessage: 'Data Analyst' },
  zicornRecruiter: { id: 'team.role.zicornRecruiter', defaultMessage: 'Recruitment Associate' },
  zicornDesign: { id: 'team.role.zicornDesign', defaultMessage: 'Product Designer' },
  zicornCsr: { id: 'team.role.zicornCsr', defaultMessage: 'CSR Programme Associate' },
  zicornGcc: { id: 'team.role.zicornGcc', defaultMessage: 'GCC Analyst' },
  zicornMarketing: { id: 'team.role.zicornMarketing', defaultMessage: 'Digital Marketing Associate' },
})

const bio = defineMessages({
  'raghavendra-rao': {
    id: 'team.bio.raghavendra-rao',
    defaultMessage:
      'A former vice-chancellor and adviser to state skilling missions, Dr Rao has guided the group since its first office in Hyderabad. He mentors our leaders on ethics, education and public service.',
  },
  'anitha-reddy': {
    id: 'team.bio.anitha-reddy',
    defaultMessage:
      'Anitha founded the group in the UK in 2009 and moved its head office to Hyderabad in 2012. She has built it into a 140-strong team that has placed more than 8000 people.',
  },
  'kavya-menon': {
    id: 'team.bio.kavya-menon',
    defaultMessage:
      'Kavya leads the group’s strategy and its global capability centre practice. Before joining us she spent twelve years in consulting, setting up delivery centres for banks in Europe and Asia.',
  },
  'srinivas-varma': {
    id: 'team.bio.srinivas-varma',
    defaultMessage:
      'A chartered accountant with 25 years in financial services, Srinivas chairs the board’s audit committee and oversees governance, risk and our ISO 9001:2015 quality system.',
  },
  'helen-brooks': {
    id: 'team.bio.helen-brooks',
    defaultMessage:
      'Helen spent two decades leading people functions at London-listed companies. As an independent director she holds us to the standards of diversity and fairness we promise our clients.',
  },
  'deepa-krishnan': {
    id: 'team.bio.deepa-krishnan',
    defaultMessage:
      'Deepa runs day-to-day operations across our eight countries, from recruitment delivery to facilities. She introduced the 24x7 service model our clients rely on.',
  },
  'meera-iyer': {
    id: 'team.bio.meera-iyer',
    defaultMessage:
      'Meera manages finance, payroll and treasury for the group and for the capability centres we operate for clients. She previously led finance for a fintech start-up through two funding rounds.',
  },
  'priya-nair': {
    id: 'team.bio.priya-nair',
    defaultMessage:
      'Priya leads our technology services and the cloud-based internal systems behind every placement. She has built engineering teams in Hyderabad, Amsterdam and Toronto.',
  },
  'lakshmi-prasad': {
    id: 'team.bio.lakshmi-prasad',
    defaultMessage:
      'Lakshmi is responsible for our own people: hiring, learning and the IRGAS approach that keeps a 98% women workforce growing, recognised and happy.',
  },
  'swathi-rao': {
    id: 'team.bio.swathi-rao',
    defaultMessage:
      'Swathi leads talent acquisition for clients, from critical executive searches to hiring drives of several hundred people, with time-to-hire down by up to 40%.',
  },
  'nandini-sharma': {
    id: 'team.bio.nandini-sharma',
    defaultMessage:
      'Nandini advises companies on where and how to set up their global capability centres, and has taken more than twenty centres from first plan to full operation.',
  },
  'divya-joshi': {
    id: 'team.bio.divya-joshi',
    defaultMessage:
      'Divya heads the delivery of our cloud, data and product engineering teams, and the partnerships that let clients scale them up or down each quarter.',
  },
  'farah-khan': {
    id: 'team.bio.farah-khan',
    defaultMessage:
      'Farah leads operating-model and process transformation programmes, helping clients move work across borders without losing quality or control.',
  },
  'claire-dubois': {
    id: 'team.bio.claire-dubois',
    defaultMessage:
      'From Paris, Claire leads our business in France, the Netherlands and Finland, where she helps European firms build teams in India and in Europe.',
  },
  'jennifer-clark': {
    id: 'team.bio.jennifer-clark',
    defaultMessage:
      'Jennifer leads our offices in the United States, Canada and Brazil, and the hiring programmes we run for technology and financial-services clients there.',
  },
  'sneha-patel': {
    id: 'team.bio.sneha-patel',
    defaultMessage:
      'Sneha leads marketing, events and communications, including the conclaves and delegations that connect our clients with governments and investors.',
  },
  'revathi-subramanian': {
    id: 'team.bio.revathi-subramanian',
    defaultMessage:
      'An employment lawyer by training, Revathi keeps our work compliant in more than 120 jurisdictions, from contracts and payroll to data protection.',
  },
  'asha-kumari': {
    id: 'team.bio.asha-kumari',
    defaultMessage:
      'Asha manages delivery for our largest accounts and the service reviews that track every placement against the agreed time, quality and cost.',
  },
  'pooja-agarwal': {
    id: 'team.bio.pooja-agarwal',
    defaultMessage:
      'Pooja runs our CSR programmes: free skilling classes, community job fairs and mentoring that have helped thousands of first-generation graduates into work.',
  },
  'ritu-bansal': {
    id: 'team.bio.ritu-bansal',
    defaultMessage:
      'Ritu looks after our clients from their first meeting onwards, making sure the OneClient, OneMission, OneTeam promise holds on every project.',
  },
  'sophie-martin': {
    id: 'team.bio.sophie-martin',
    defaultMessage:
      'Sophie connects French companies and start-up programmes with our talent and capability-centre services, and hosts our delegations to Paris.',
  },
  'pieter-de-vries': {
    id: 'team.bio.pieter-de-vries',
    defaultMessage:
      'Pieter brings twenty years in Dutch logistics and technology, and introduces companies in the Benelux to cross-border teams built with us.',
  },
  'aino-virtanen': {
    id: 'team.bio.aino-virtanen',
    defaultMessage:
      'Aino works with Finnish technology firms and universities on talent exchange programmes and engineering teams in India.',
  },
  'james-whitfield': {
    id: 'team.bio.james-whitfield',
    defaultMessage:
      'James has advised UK boards on offshoring and capability centres for fifteen years, and links our London roots with today’s clients.',
  },
  'maria-gonzalez': {
    id: 'team.bio.maria-gonzalez',
    defaultMessage:
      'Maria connects US mid-size companies with our hiring and technology services, and leads our road shows across American cities.',
  },
  'emily-tremblay': {
    id: 'team.bio.emily-tremblay',
    defaultMessage:
      'Emily helps Canadian firms and newcomers alike, pairing skilled immigrants with employers and supporting companies expanding to India.',
  },
  'ana-souza': {
    id: 'team.bio.ana-souza',
    defaultMessage:
      'Ana opens the Brazilian market for our talent and capability-centre services, working with technology parks in São Paulo and beyond.',
  },
  'olivia-chen': {
    id: 'team.bio.olivia-chen',
    defaultMessage:
      'Olivia represents us in Australia, helping companies there build teams in India and across the Asia-Pacific region.',
  },
  'arjun-mehta': {
    id: 'team.bio.arjun-mehta',
    defaultMessage:
      'Arjun works with incubators and investors to give start-ups access to our hiring and capability-centre services at early-stage prices.',
  },
  'harini-reddy': {
    id: 'team.bio.harini-reddy',
    defaultMessage:
      'Harini builds the market maps and skills data our recruiters use, and trains the AI screening models that rank candidates fairly.',
  },
  'sana-fatima': {
    id: 'team.bio.sana-fatima',
    defaultMessage:
      'Sana joined from our hire-train-deploy programme and now runs cloud infrastructure for two of our client capability centres.',
  },
  'keerthi-rao': {
    id: 'team.bio.keerthi-rao',
    defaultMessage:
      'Keerthi turns hiring and delivery data into the dashboards that our clients and leaders review every week.',
  },
  'bhavana-goud': {
    id: 'team.bio.bhavana-goud',
    defaultMessage:
      'Bhavana recruits engineers and analysts for fintech clients, and was our fastest recruiter to one hundred placements.',
  },
  'tanvi-kulkarni': {
    id: 'team.bio.tanvi-kulkarni',
    defaultMessage:
      'Tanvi designs the tools candidates and clients use with us, and made our application flow quicker on every phone.',
  },
  'mounika-yadav': {
    id: 'team.bio.mounika-yadav',
    defaultMessage:
      'Mounika organises our job fairs and skilling classes, and keeps in touch with the people they help long after their first job.',
  },
  'aishwarya-pillai': {
    id: 'team.bio.aishwarya-pillai',
    defaultMessage:
      'Aishwarya prepares the location studies and cost models behind our clients’ capability-centre decisions.',
  },
  'nikita-singh': {
    id: 'team.bio.nikita-singh',
    defaultMessage:
      'Nikita runs our social channels and campaigns, telling the stories of the people we place in twelve languages.',
  },
  'sunita-rao': {
    id: 'team.bio.sunita-rao',
    defaultMessage:
      'Sunita leads our research desk, publishing the salary benchmarks and talent market reports that clients use to plan their hiring.',
  },
  'vandana-murthy': {
    id: 'team.bio.vandana-murthy',
    defaultMessage:
      'Vandana leads quality and service excellence, and ran the audits that earned and keep our ISO 9001:2015 certification.',
  },
  'isabelle-laurent': {
    id: 'team.bio.isabelle-laurent',
    defaultMessage:
      'Isabelle heads sales for Europe, helping firms in France, the Netherlands and Finland plan teams and capability centres in India.',
  },
  'rachel-adams': {
    id: 'team.bio.rachel-adams',
    defaultMessage:
      'Rachel leads our executive search practice, finding chief officers and technology leaders for clients in North America and Europe.',
  },
})

export const teamMemberSchema = z.object({
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  group: z.enum(TEAM_GROUPS),
  name: z.string().min(3),
  role: messageSchema,
  image: imagePathSchema,
  description: messageSchema,
  facebook: optionalUrlSchema,
  twitter: optionalUrlSchema,
  linkedin: optionalUrlSchema,
})
export type TeamMember = z.infer<typeof teamMemberSchema>

type Row = [slug: keyof typeof bio, name: string, group: TeamGroup, role: keyof typeof role, linkedin: boolean]

// Profile links are the people's public pages, to be confirmed before launch.
const ROWS: Row[] = [
  ['raghavendra-rao', 'Dr Raghavendra Rao', 'patrons', 'patron', false],
  ['anitha-reddy', 'Anitha Reddy', 'board', 'chair', true],
  ['kavya-menon', 'Kavya Menon', 'board', 'ceo', true],
  ['srinivas-varma', 'Srinivas Varma', 'board', 'director', true],
  ['helen-brooks', 'Helen Brooks', 'board', 'independentDirector', false],
  ['deepa-krishnan', 'Deepa Krishnan', 'executive', 'coo', true],
  ['meera-iyer', 'Meera Iyer', 'executive', 'cfo', true],
  ['priya-nair', 'Priya Nair', 'executive', 'cto', true],
  ['lakshmi-prasad', 'Lakshmi Prasad', 'executive', 'chro', true],
  ['swathi-rao', 'Swathi Rao', 'executive', 'vpTalent', true],
  ['nandini-sharma', 'Nandini Sharma', 'executive', 'vpGcc', true],
  ['divya-joshi', 'Divya Joshi', 'executive', 'headTechnology', true],
  ['farah-khan', 'Farah Khan', 'executive', 'headTransformation', false],
  ['claire-dubois', 'Claire Dubois', 'executive', 'headEurope', true],
  ['jennifer-clark', 'Jennifer Clark', 'executive', 'headAmericas', true],
  ['sneha-patel', 'Sneha Patel', 'executive', 'headMarketing', true],
  ['revathi-subramanian', 'Revathi Subramanian', 'executive', 'headLegal', true],
  ['asha-kumari', 'Asha Kumari', 'executive', 'headDelivery', false],
  ['pooja-agarwal', 'Pooja Agarwal', 'executive', 'headCsr', true],
  ['ritu-bansal', 'Ritu Bansal', 'executive', 'headClientSuccess', true],
  ['sophie-martin', 'Sophie Martin', 'ecosystem', 'partnerFrance', true],
  ['pieter-de-vries', 'Pieter de Vries', 'ecosystem', 'partnerNetherlands', true],
  ['aino-virtanen', 'Aino Virtanen', 'ecosystem', 'partnerFinland', false],
  ['james-whitfield', 'James Whitfield', 'ecosystem', 'partnerUk', true],
  ['maria-gonzalez', 'Maria Gonzalez', 'ecosystem', 'partnerUsa', true],
  ['emily-tremblay', 'Emily Tremblay', 'ecosystem', 'partnerCanada', true],
  ['ana-souza', 'Ana Souza', 'ecosystem', 'partnerBrazil', false],
  ['olivia-chen', 'Olivia Chen', 'ecosystem', 'partnerAustralia', true],
  ['arjun-mehta', 'Arjun Mehta', 'ecosystem', 'partnerStartups', true],
  ['harini-reddy', 'Harini Reddy', 'zicorns', 'zicornTalent', true],
  ['sana-fatima', 'Sana Fatima', 'zicorns', 'zicornCloud', true],
  ['keerthi-rao', 'Keerthi Rao', 'zicorns', 'zicornData', false],
  ['bhavana-goud', 'Bhavana Goud', 'zicorns', 'zicornRecruiter', true],
  ['tanvi-kulkarni', 'Tanvi Kulkarni', 'zicorns', 'zicornDesign', true],
  ['mounika-yadav', 'Mounika Yadav', 'zicorns', 'zicornCsr', false],
  ['aishwarya-pillai', 'Aishwarya Pillai', 'zicorns', 'zicornGcc', true],
  ['nikita-singh', 'Nikita Singh', 'zicorns', 'zicornMarketing', true],
  ['sunita-rao', 'Sunita Rao', 'executive', 'headResearch', true],
  ['vandana-murthy', 'Vandana Murthy', 'executive', 'headQuality', true],
  ['isabelle-laurent', 'Isabelle Laurent', 'executive', 'headSalesEurope', true],
  ['rachel-adams', 'Rachel Adams', 'executive', 'headExecutiveSearch', true],
]

/**
 * SPEC gives 41 members but group sizes (1, 4, 15, 9, 8) that add up to 37.
 * We keep the total, and the patron, board, partner and Zicorn counts; the
 * executive team has the remaining 19.
 */
export const TEAM_GROUP_SIZES: Record<TeamGroup, number> = {
  patrons: 1,
  board: 4,
  executive: 19,
  ecosystem: 9,
  zicorns: 8,
}

export const TEAM = parseContent(
  z
    .array(teamMemberSchema)
    .length(41)
    .refine(
      (members) => TEAM_GROUPS.every((g) => members.filter((m) => m.group === g).length === TEAM_GROUP_SIZES[g]),
      'group sizes',
    ),
  ROWS.map(([slug, name, group, roleKey, hasProfile]) => ({
    slug,
    group,
    name,
    role: role[roleKey],
    image: `/images/team/${slug}.svg`,
    description: bio[slug],
    facebook: '',
    twitter: '',
    linkedin: hasProfile ? `https://www.linkedin.com/in/ifin-${slug}` : '',
  })),
  'team',
)

/** Groups longer than this show their first members and a "show all" button. */
export const TEAM_COLLAPSED_COUNT = 8
