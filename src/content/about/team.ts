// The team directory (SPEC 2.4, 3): 41 people in five groups. Names are shown
// as written; roles and biographies are catalog messages. Photos are initials
// portraits of ours under /images/team/{slug}.svg until real ones replace them
// file for file. A blank profile link shows its icon dimmed and inert.
import { defineMessages } from '../../i18n/defineMessages'
import { awaiting } from '../placeholder'
import type { TeamMember } from './schema'

export type { TeamMember }

export const TEAM_GROUPS = ['patrons', 'board', 'executive', 'ecosystem', 'zicorns'] as const
export type TeamGroup = (typeof TEAM_GROUPS)[number]

export const teamGroupText = {
  patrons: defineMessages({
    title: {
      id: 'team.group.patrons.title',
      defaultMessage: 'Patrons',
      description: 'Heading of a group in the team directory (Vision page): senior advisers who support the company',
    },
    tagline: {
      id: 'team.group.patrons.tagline',
      defaultMessage: 'The wisdom that guides our purpose',
      description: 'Tagline under the Patrons heading in the team directory (Vision page)',
    },
  }),
  board: defineMessages({
    title: {
      id: 'team.group.board.title',
      defaultMessage: 'Board of Directors',
      description: 'Heading of a group in the team directory (Vision page): the company board',
    },
    tagline: {
      id: 'team.group.board.tagline',
      defaultMessage: 'Setting the course for responsible growth',
      description: 'Tagline under the Board of Directors heading in the team directory (Vision page)',
    },
  }),
  executive: defineMessages({
    title: {
      id: 'team.group.executive.title',
      defaultMessage: 'Executive Team',
      description: 'Heading of a group in the team directory (Vision page): the senior managers who run the company',
    },
    tagline: {
      id: 'team.group.executive.tagline',
      defaultMessage: 'Leading delivery for clients on four continents',
      description: 'Tagline under the Executive Team heading in the team directory (Vision page)',
    },
  }),
  ecosystem: defineMessages({
    title: {
      id: 'team.group.ecosystem.title',
      defaultMessage: 'Ecosystem Partners',
      description:
        'Heading of a group in the team directory: outside partners who represent us in other countries and networks',
    },
    tagline: {
      id: 'team.group.ecosystem.tagline',
      defaultMessage: 'Opening doors in the markets we serve',
      description: 'Tagline under the Ecosystem Partners heading in the team directory (Vision page)',
    },
  }),
  zicorns: defineMessages({
    title: {
      id: 'team.group.zicorns.title',
      defaultMessage: 'Zicorns – Next Generation',
      description:
        'Heading of a group of young staff in the team directory; Zicorns is our own name for them (keep it as is), Next Generation is its explanation',
    },
    tagline: {
      id: 'team.group.zicorns.tagline',
      defaultMessage: 'The young leaders shaping what comes next',
      description: 'Tagline under the Zicorns (young staff) heading in the team directory (Vision page)',
    },
  }),
} satisfies Record<TeamGroup, unknown>

const role = defineMessages({
  patron: {
    id: 'team.role.patron',
    defaultMessage: 'Patron',
    description:
      'Job title under a person name on a team card and in their pop-up story (Vision page): a senior adviser who supports the company',
  },
  chair: {
    id: 'team.role.chair',
    defaultMessage: 'Founder and Chairperson',
    description:
      'Job title under a person name on a team card (Vision page): the person who founded the company and chairs its board',
  },
  ceo: {
    id: 'team.role.ceo',
    defaultMessage: 'Managing Director and CEO',
    description: 'Job title under a person name on a team card (Vision page); CEO = chief executive officer',
  },
  director: {
    id: 'team.role.director',
    defaultMessage: 'Director',
    description: 'Job title under a person name on a team card (Vision page): a member of the board of directors',
  },
  independentDirector: {
    id: 'team.role.independentDirector',
    defaultMessage: 'Independent Director',
    description: 'Job title under a person name on a team card (Vision page): a board member who is not an employee',
  },
  coo: {
    id: 'team.role.coo',
    defaultMessage: 'Chief Operating Officer',
    description: 'Job title under a person name on a team card (Vision page)',
  },
  cfo: {
    id: 'team.role.cfo',
    defaultMessage: 'Chief Financial Officer',
    description: 'Job title under a person name on a team card (Vision page)',
  },
  cto: {
    id: 'team.role.cto',
    defaultMessage: 'Chief Technology Officer',
    description: 'Job title under a person name on a team card (Vision page)',
  },
  chro: {
    id: 'team.role.chro',
    defaultMessage: 'Chief People Officer',
    description: 'Job title under a person name on a team card (Vision page): the head of human resources',
  },
  vpTalent: {
    id: 'team.role.vpTalent',
    defaultMessage: 'Vice President, Talent Acquisition',
    description: 'Job title on a team card (Vision page); talent acquisition = recruiting staff',
  },
  vpGcc: {
    id: 'team.role.vpGcc',
    defaultMessage: 'Vice President, GCC Advisory',
    description:
      'Job title on a team card; GCC = global capability centre (offshore centre a company runs itself); advisory = consulting; keep GCC',
  },
  headTechnology: {
    id: 'team.role.headTechnology',
    defaultMessage: 'Head of Technology Services',
    description: 'Job title under a person name on a team card (Vision page)',
  },
  headTransformation: {
    id: 'team.role.headTransformation',
    defaultMessage: 'Head of Transformation',
    description:
      'Job title on a team card (Vision page); transformation = our service of changing how client businesses operate',
  },
  headEurope: {
    id: 'team.role.headEurope',
    defaultMessage: 'Head of Europe',
    description: 'Job title on a team card (Vision page): the person who leads our business in Europe',
  },
  headAmericas: {
    id: 'team.role.headAmericas',
    defaultMessage: 'Head of the Americas',
    description: 'Job title on a team card (Vision page): the person who leads our business in North and South America',
  },
  headMarketing: {
    id: 'team.role.headMarketing',
    defaultMessage: 'Head of Marketing',
    description: 'Job title under a person name on a team card (Vision page)',
  },
  headLegal: {
    id: 'team.role.headLegal',
    defaultMessage: 'Head of Legal and Compliance',
    description: 'Job title under a person name on a team card (Vision page)',
  },
  headDelivery: {
    id: 'team.role.headDelivery',
    defaultMessage: 'Head of Delivery',
    description: 'Job title on a team card (Vision page); delivery = providing our services to clients as agreed',
  },
  headCsr: {
    id: 'team.role.headCsr',
    defaultMessage: 'Head of CSR',
    description:
      'Job title on a team card (Vision page); CSR = corporate social responsibility (our free programmes for job seekers)',
  },
  headClientSuccess: {
    id: 'team.role.headClientSuccess',
    defaultMessage: 'Head of Client Success',
    description: 'Job title on a team card (Vision page); client success = keeping existing clients satisfied',
  },
  headResearch: {
    id: 'team.role.headResearch',
    defaultMessage: 'Head of Research and Insights',
    description: 'Job title under a person name on a team card (Vision page)',
  },
  headQuality: {
    id: 'team.role.headQuality',
    defaultMessage: 'Head of Quality',
    description: 'Job title under a person name on a team card (Vision page)',
  },
  headSalesEurope: {
    id: 'team.role.headSalesEurope',
    defaultMessage: 'Head of Sales, Europe',
    description: 'Job title under a person name on a team card (Vision page)',
  },
  headExecutiveSearch: {
    id: 'team.role.headExecutiveSearch',
    defaultMessage: 'Head of Executive Search',
    description: 'Job title on a team card (Vision page); executive search = recruiting senior managers and directors',
  },
  partnerFrance: {
    id: 'team.role.partnerFrance',
    defaultMessage: 'Ecosystem Partner, France',
    description: 'Job title on a team card (Vision page): an outside partner who represents us in this country',
  },
  partnerNetherlands: {
    id: 'team.role.partnerNetherlands',
    defaultMessage: 'Ecosystem Partner, Netherlands',
    description: 'Job title on a team card (Vision page): an outside partner who represents us in this country',
  },
  partnerFinland: {
    id: 'team.role.partnerFinland',
    defaultMessage: 'Ecosystem Partner, Finland',
    description: 'Job title on a team card (Vision page): an outside partner who represents us in this country',
  },
  partnerUk: {
    id: 'team.role.partnerUk',
    defaultMessage: 'Ecosystem Partner, United Kingdom',
    description: 'Job title on a team card (Vision page): an outside partner who represents us in this country',
  },
  partnerUsa: {
    id: 'team.role.partnerUsa',
    defaultMessage: 'Ecosystem Partner, United States',
    description: 'Job title on a team card (Vision page): an outside partner who represents us in this country',
  },
  partnerCanada: {
    id: 'team.role.partnerCanada',
    defaultMessage: 'Ecosystem Partner, Canada',
    description: 'Job title on a team card (Vision page): an outside partner who represents us in this country',
  },
  partnerBrazil: {
    id: 'team.role.partnerBrazil',
    defaultMessage: 'Ecosystem Partner, Brazil',
    description: 'Job title on a team card (Vision page): an outside partner who represents us in this country',
  },
  partnerAustralia: {
    id: 'team.role.partnerAustralia',
    defaultMessage: 'Ecosystem Partner, Australia',
    description: 'Job title on a team card (Vision page): an outside partner who represents us in this country',
  },
  partnerStartups: {
    id: 'team.role.partnerStartups',
    defaultMessage: 'Ecosystem Partner, Startups and Incubators',
    description:
      'Job title on a team card: an outside partner who links us with start-ups and incubators (programmes that help new companies)',
  },
  zicornTalent: {
    id: 'team.role.zicornTalent',
    defaultMessage: 'Associate, Talent Intelligence',
    description:
      'Junior job title on a team card (Vision page); talent intelligence = data and research about the job market',
  },
  zicornCloud: {
    id: 'team.role.zicornCloud',
    defaultMessage: 'Graduate Engineer, Cloud Platforms',
    description:
      'Junior job title on a team card (Vision page): a recently graduated engineer working on cloud computing',
  },
  zicornData: {
    id: 'team.role.zicornData',
    defaultMessage: 'Data Analyst',
    description: 'Junior job title under a person name on a team card (Vision page)',
  },
  zicornRecruiter: {
    id: 'team.role.zicornRecruiter',
    defaultMessage: 'Recruitment Associate',
    description:
      'Junior job title under a person name on a team card (Vision page): someone who recruits candidates for clients',
  },
  zicornDesign: {
    id: 'team.role.zicornDesign',
    defaultMessage: 'Product Designer',
    description: 'Junior job title under a person name on a team card (Vision page)',
  },
  zicornCsr: {
    id: 'team.role.zicornCsr',
    defaultMessage: 'CSR Programme Associate',
    description:
      'Junior job title on a team card; CSR = corporate social responsibility; programme = our free skilling and job-fair programmes',
  },
  zicornGcc: {
    id: 'team.role.zicornGcc',
    defaultMessage: 'GCC Analyst',
    description:
      'Junior job title on a team card; GCC = global capability centre (an offshore centre a company runs itself); keep GCC',
  },
  zicornMarketing: {
    id: 'team.role.zicornMarketing',
    defaultMessage: 'Digital Marketing Associate',
    description: 'Junior job title under a person name on a team card (Vision page)',
  },
})

const bio = defineMessages({
  'raghavendra-rao': {
    id: 'team.bio.raghavendra-rao',
    defaultMessage:
      'A former vice-chancellor and adviser to state skilling missions, Dr Rao has guided the group since its first office in Hyderabad. He mentors our leaders on ethics, education and public service.',
    description:
      'Story of a team member; vice-chancellor = the head of a university; state skilling missions = government job-training programmes',
  },
  'anitha-reddy': {
    id: 'team.bio.anitha-reddy',
    defaultMessage:
      'Anitha founded the group in the UK in 2009 and moved its head office to Hyderabad in 2012. She has built it into a 140-strong team that has placed more than {placements, number} people.',
    description: 'Story of a team member in a pop-up (Vision page); placed = found jobs for, as a recruitment firm',
  },
  'kavya-menon': {
    id: 'team.bio.kavya-menon',
    defaultMessage:
      'Kavya leads the group’s strategy and its global capability centre practice. Before joining us she spent twelve years in consulting, setting up delivery centres for banks in Europe and Asia.',
    description:
      'Story of a team member; global capability centre = an offshore centre a company owns and runs for itself; practice = our business line',
  },
  'srinivas-varma': {
    id: 'team.bio.srinivas-varma',
    defaultMessage:
      'A chartered accountant with 25 years in financial services, Srinivas chairs the board’s audit committee and oversees governance, risk and our ISO 9001:2015 quality system.',
    description: 'Story of a team member; ISO 9001:2015 is a quality-management standard, keep the number as is',
  },
  'helen-brooks': {
    id: 'team.bio.helen-brooks',
    defaultMessage:
      'Helen spent two decades leading people functions at London-listed companies. As an independent director she holds us to the standards of diversity and fairness we promise our clients.',
    description:
      'Story of a team member; London-listed = on the London stock exchange; people functions = HR departments',
  },
  'deepa-krishnan': {
    id: 'team.bio.deepa-krishnan',
    defaultMessage:
      'Deepa runs day-to-day operations across our eight countries, from recruitment delivery to facilities. She introduced the 24x7 service model our clients rely on.',
    description:
      'Story of a team member; 24x7 = 24 hours a day, 7 days a week; recruitment delivery = providing our hiring services to clients',
  },
  'meera-iyer': {
    id: 'team.bio.meera-iyer',
    defaultMessage:
      'Meera manages finance, payroll and treasury for the group and for the capability centres we operate for clients. She previously led finance for a fintech start-up through two funding rounds.',
    description:
      'Story of a team member; capability centres = offshore centres that we run on behalf of client companies',
  },
  'priya-nair': {
    id: 'team.bio.priya-nair',
    defaultMessage:
      'Priya leads our technology services and the cloud-based internal systems behind every placement. She has built engineering teams in Hyderabad, Amsterdam and Toronto.',
    description: 'Story of a team member; placement = a candidate we found a job for, as a recruitment firm',
  },
  'lakshmi-prasad': {
    id: 'team.bio.lakshmi-prasad',
    defaultMessage:
      'Lakshmi is responsible for our own people: hiring, learning and the IRGAS approach that keeps a 98% women workforce growing, recognised and happy.',
    description:
      'Story of a team member; IRGAS is the name of our approach (Inclusion, Recognition, Growth, Appreciation, Support), keep it as is',
  },
  'swathi-rao': {
    id: 'team.bio.swathi-rao',
    defaultMessage:
      'Swathi leads talent acquisition for clients, from critical executive searches to hiring drives of several hundred people, with time-to-hire down by up to 40%.',
    description:
      'Story of a team member; talent acquisition = recruiting; executive search = recruiting senior managers; hiring drive = a large recruitment campaign',
  },
  'nandini-sharma': {
    id: 'team.bio.nandini-sharma',
    defaultMessage:
      'Nandini advises companies on where and how to set up their global capability centres, and has taken more than twenty centres from first plan to full operation.',
    description:
      'Story of a team member; global capability centre = an offshore centre that a company owns and runs for its own work',
  },
  'divya-joshi': {
    id: 'team.bio.divya-joshi',
    defaultMessage:
      'Divya heads the delivery of our cloud, data and product engineering teams, and the partnerships that let clients scale them up or down each quarter.',
    description: 'Story of a team member; scale them up or down = make the teams bigger or smaller',
  },
  'farah-khan': {
    id: 'team.bio.farah-khan',
    defaultMessage:
      'Farah leads operating-model and process transformation programmes, helping clients move work across borders without losing quality or control.',
    description:
      'Story of a team member; operating model = how a business organises its people, processes and technology',
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
    description:
      'Story of a team member; conclave = a large business conference; delegation = a group of business visitors we lead abroad',
  },
  'revathi-subramanian': {
    id: 'team.bio.revathi-subramanian',
    defaultMessage:
      'An employment lawyer by training, Revathi keeps our work compliant in more than 120 jurisdictions, from contracts and payroll to data protection.',
    description:
      'Story of a team member; jurisdictions = countries or regions with their own laws; compliant = following the law',
  },
  'asha-kumari': {
    id: 'team.bio.asha-kumari',
    defaultMessage:
      'Asha manages delivery for our largest accounts and the service reviews that track every placement against the agreed time, quality and cost.',
    description:
      'Story of a team member; accounts = client companies; placement = a candidate we found a job for, as a recruitment firm',
  },
  'pooja-agarwal': {
    id: 'team.bio.pooja-agarwal',
    defaultMessage:
      'Pooja runs our CSR programmes: free skilling classes, community job fairs and mentoring that have helped thousands of first-generation graduates into work.',
    description:
      'Story of a team member; CSR = corporate social responsibility; skilling = job-skills training; first-generation graduates = first in the family with a degree',
  },
  'ritu-bansal': {
    id: 'team.bio.ritu-bansal',
    defaultMessage:
      'Ritu looks after our clients from their first meeting onwards, making sure the OneClient, OneMission, OneTeam promise holds on every project.',
    description:
      'Story of a team member; OneClient, OneMission, OneTeam is the proper name of our way of working: keep it in English as is',
  },
  'sophie-martin': {
    id: 'team.bio.sophie-martin',
    defaultMessage:
      'Sophie connects French companies and start-up programmes with our talent and capability-centre services, and hosts our delegations to Paris.',
    description:
      'Story of a team member; capability-centre services = help with offshore centres that companies own and run; delegations = business groups visiting',
  },
  'pieter-de-vries': {
    id: 'team.bio.pieter-de-vries',
    defaultMessage:
      'Pieter brings twenty years in Dutch logistics and technology, and introduces companies in the Benelux to cross-border teams built with us.',
    description: 'Story of a team member; Benelux = Belgium, the Netherlands and Luxembourg',
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
    description:
      'Story of a team member; capability centres = offshore centres that a company owns and runs for its own work',
  },
  'maria-gonzalez': {
    id: 'team.bio.maria-gonzalez',
    defaultMessage:
      'Maria connects US mid-size companies with our hiring and technology services, and leads our road shows across American cities.',
    description: 'Story of a team member; road shows = series of business events held in several cities',
  },
  'emily-tremblay': {
    id: 'team.bio.emily-tremblay',
    defaultMessage:
      'Emily helps Canadian firms and newcomers alike, pairing skilled immigrants with employers and supporting companies expanding to India.',
    description: 'Story of a team member; newcomers = people who have recently immigrated to Canada',
  },
  'ana-souza': {
    id: 'team.bio.ana-souza',
    defaultMessage:
      'Ana opens the Brazilian market for our talent and capability-centre services, working with technology parks in São Paulo and beyond.',
    description:
      'Story of a team member; capability-centre services = help with offshore centres that companies own and run for their own work',
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
    description:
      'Story of a team member; incubators = programmes that help new companies; capability-centre = offshore centres a company runs itself',
  },
  'harini-reddy': {
    id: 'team.bio.harini-reddy',
    defaultMessage:
      'Harini builds the market maps and skills data our recruiters use, and trains the AI screening models that rank candidates fairly.',
    description:
      'Story of a team member; market maps = overviews of where suitable candidates work; AI screening models = software that sorts applications',
  },
  'sana-fatima': {
    id: 'team.bio.sana-fatima',
    defaultMessage:
      'Sana joined from our hire-train-deploy programme and now runs cloud infrastructure for two of our client capability centres.',
    description:
      'Story of a team member; hire-train-deploy = a programme where we hire graduates, train them, then place them with a client',
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
    description: 'Story of a team member; placements = candidates we found jobs for, as a recruitment firm',
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
    description: 'Story of a team member; skilling classes = free job-skills training',
  },
  'aishwarya-pillai': {
    id: 'team.bio.aishwarya-pillai',
    defaultMessage:
      'Aishwarya prepares the location studies and cost models behind our clients’ capability-centre decisions.',
    description:
      'Story of a team member; location studies = comparisons of cities for a new office; capability-centre = an offshore centre a company runs itself',
  },
  'nikita-singh': {
    id: 'team.bio.nikita-singh',
    defaultMessage:
      'Nikita runs our social channels and campaigns, telling the stories of the people we place in twelve languages.',
    description: 'Story of a team member; the people we place = the candidates we found jobs for',
  },
  'sunita-rao': {
    id: 'team.bio.sunita-rao',
    defaultMessage:
      'Sunita leads our research desk, publishing the salary benchmarks and talent market reports that clients use to plan their hiring.',
    description: 'Story of a team member; salary benchmarks = typical pay for each role, for comparison',
  },
  'vandana-murthy': {
    id: 'team.bio.vandana-murthy',
    defaultMessage:
      'Vandana leads quality and service excellence, and ran the audits that earned and keep our ISO 9001:2015 certification.',
    description: 'Story of a team member; ISO 9001:2015 is a quality-management standard, keep the number as is',
  },
  'isabelle-laurent': {
    id: 'team.bio.isabelle-laurent',
    defaultMessage:
      'Isabelle heads sales for Europe, helping firms in France, the Netherlands and Finland plan teams and capability centres in India.',
    description:
      'Story of a team member; capability centres = offshore centres that companies own and run for their own work',
  },
  'rachel-adams': {
    id: 'team.bio.rachel-adams',
    defaultMessage:
      'Rachel leads our executive search practice, finding chief officers and technology leaders for clients in North America and Europe.',
    description: 'Story of a team member; executive search = recruiting senior managers and directors',
  },
})

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

export const TEAM: TeamMember[] = ROWS.map(([slug, name, group, roleKey, hasProfile]) => ({
  slug,
  group,
  name,
  role: role[roleKey],
  image: `/images/team/${slug}.svg`,
  description: bio[slug],
  facebook: '',
  twitter: '',
  linkedin: hasProfile ? `https://www.linkedin.com/in/ifin-${slug}` : '',
  // Awaiting the owner: the person's portrait (a photograph beside the .svg replaces it).
  placeholder: awaiting('portrait'),
}))

/** Groups longer than this show their first members and a "show all" button. */
export const TEAM_COLLAPSED_COUNT = 8
