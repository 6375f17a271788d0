/**
 * The demo's groups, events and channels. Between them they cover every visibility, format, privacy
 * setting and role, and give the demo member something to create, run, moderate, attend and be invited to.
 */
import type { Prisma } from '../db/prisma.js';
import type { ChannelCategory, EventCategory } from './context.js';
import type { SceneName } from './gallery.js';
import type { CityKey } from './people.js';

type GroupRow = Prisma.GroupCreateManyInput;

export interface GroupPlan {
  key: string;
  name: string;
  description: string;
  category: NonNullable<GroupRow['category']>;
  visibility: NonNullable<GroupRow['visibility']>;
  isPublic: boolean;
  format: NonNullable<GroupRow['format']>;
  maxMembers?: number;
  hashtags: string[];
  image?: SceneName;
  banner?: SceneName;
  creator: string;
  admins?: string[];
  moderators?: string[];
  /** Members named because the story needs them; the rest are drawn (from the city first, for local groups). */
  members?: string[];
  size: number;
  city?: CityKey;
  banned?: string;
  /** Invitations still waiting for an answer (private groups are invitation only). */
  invited?: string[];
}

export const groupPlans: GroupPlan[] = [
  {
    key: 'bbq',
    name: 'Austin Dads BBQ Crew',
    description: 'Smoke, sides and solidarity. We trade rubs, argue about wood and feed whole neighbourhoods.',
    category: 'cooking',
    visibility: 'local',
    isPublic: true,
    format: 'group',
    hashtags: ['bbq', 'brisket', 'austin'],
    image: 'group-bbq',
    banner: 'group-bbq-banner',
    creator: 'demo_dad',
    admins: ['grillmaster_marc'],
    moderators: ['luis_builds'],
    members: ['jamal_hoops', 'kt_codes_dad', 'bryce_kc_bbq', 'nate_bbq_chi'],
    size: 12,
    city: 'austin',
  },
  {
    key: 'trail',
    name: 'Front Range Trail Dads',
    description: 'Family-friendly hikes along the Front Range. Little legs welcome, snacks mandatory.',
    category: 'outdoors',
    visibility: 'regional',
    isPublic: true,
    format: 'group',
    hashtags: ['hiking', 'colorado', 'outdoors'],
    image: 'group-trail',
    banner: 'group-trail-banner',
    creator: 'trail_dad_matt',
    admins: ['carlos_camps'],
    moderators: ['gregs_garage'],
    members: ['demo_dad', 'andrew_photos', 'aaron_slc', 'chris_surfs_sd'],
    size: 13,
    city: 'denver',
  },
  {
    key: 'jokes',
    name: 'Global Dad Joke Alliance',
    description: 'The finest groan-worthy material from dads worldwide. Puns are not a crime here.',
    category: 'entertainment',
    visibility: 'global',
    isPublic: true,
    format: 'group',
    hashtags: ['dadjokes', 'puns'],
    creator: 'pete_the_dad',
    admins: ['demo_dad'],
    moderators: ['kyle_cheesehead'],
    members: ['caleb_nashville', 'wes_fishes', 'victor_games'],
    size: 24,
  },
  {
    key: 'hoops',
    name: 'Sunday Morning Hoops',
    description: 'Pickup basketball every Sunday at 8. All skill levels, no ankle guarantees. Pancakes after.',
    category: 'sports',
    visibility: 'local',
    isPublic: true,
    format: 'team',
    maxMembers: 12,
    hashtags: ['basketball', 'pickup'],
    image: 'group-hoops',
    banner: 'group-hoops-banner',
    creator: 'jamal_hoops',
    moderators: ['demo_dad'],
    members: ['grillmaster_marc', 'kt_codes_dad', 'luis_builds'],
    size: 10,
    city: 'austin',
  },
  {
    key: 'minivan',
    name: 'Midwest Minivan Mechanics',
    description: 'Keeping family haulers on the road one oil change at a time. Bring your own 10mm socket.',
    category: 'diy',
    visibility: 'regional',
    isPublic: true,
    format: 'group',
    hashtags: ['minivan', 'carrepair', 'diy'],
    image: 'group-minivan',
    banner: 'group-minivan-banner',
    creator: 'ryank_ohio',
    admins: ['tom_toolbox'],
    members: ['gregs_garage', 'hector_phx', 'bryce_kc_bbq'],
    size: 10,
    city: 'columbus',
  },
  {
    key: 'sahd',
    name: 'Stay-at-Home Dad Support Circle',
    description:
      'A private space for at-home dads: the wins, the meltdowns (theirs and ours) and the playground politics.',
    category: 'support',
    visibility: 'global',
    isPublic: false,
    format: 'group',
    hashtags: ['sahd', 'support'],
    creator: 'derek_sahd',
    admins: ['owen_paddles'],
    moderators: ['tremaine_atl'],
    members: ['gabe_fit_dad'],
    size: 8,
    invited: ['isaac_reads'],
  },
  {
    key: 'firsttime',
    name: 'First-Time Dads Bootcamp',
    description: 'Swaddles, sleep schedules and survival tips from dads who have been there. No question is too basic.',
    category: 'parenting',
    visibility: 'global',
    isPublic: true,
    format: 'group',
    hashtags: ['newdad', 'sleep', 'babies'],
    creator: 'aaron_slc',
    admins: ['samg_dad'],
    moderators: ['deshawn_coach'],
    members: [
      'demo_dad',
      'andrew_photos',
      'caleb_nashville',
      'victor_games',
      'tyler_future_dad',
      'josh_boise',
      'leo_and_baby',
    ],
    size: 16,
  },
  {
    key: 'softball',
    name: 'Columbus Dads Softball',
    description:
      'Rec-league softball for dads. We are bad, we are loud, and we bring enough orange slices for everyone.',
    category: 'sports',
    visibility: 'local',
    isPublic: false,
    format: 'team',
    maxMembers: 15,
    hashtags: ['softball', 'columbus'],
    creator: 'bigben_columbus',
    admins: ['ryank_ohio'],
    members: ['tom_toolbox', 'derek_sahd'],
    size: 8,
    city: 'columbus',
  },
  {
    key: 'gaming',
    name: 'Pixel Dads Gaming Guild',
    description: 'Co-op nights after bedtime, retro tournaments and honest reviews of games our kids want.',
    category: 'gaming',
    visibility: 'global',
    isPublic: true,
    format: 'team',
    hashtags: ['gaming', 'retrogaming'],
    image: 'group-gaming',
    banner: 'group-gaming-banner',
    creator: 'victor_games',
    admins: ['kt_codes_dad'],
    moderators: ['pete_the_dad'],
    members: ['demo_dad', 'kyle_cheesehead'],
    size: 12,
    banned: 'dan_omaha',
  },
  {
    key: 'books',
    name: 'Pacific Northwest Dad Book Club',
    description: 'One book a month, one coffee shop, zero judgement if you only read the blurb.',
    category: 'books',
    visibility: 'regional',
    isPublic: false,
    format: 'group',
    hashtags: ['books', 'bookclub'],
    creator: 'eli_woodshop',
    admins: ['owen_paddles'],
    members: ['jlee_seattle', 'mike_rains_dad', 'samg_dad'],
    size: 7,
    city: 'portland',
    invited: ['demo_dad', 'victor_games'],
  },
  {
    key: 'money',
    name: 'Dads Talk Money',
    description: 'Budgets, college funds, allowances and the great family-phone-plan debate.',
    category: 'investing',
    visibility: 'global',
    isPublic: true,
    format: 'group',
    hashtags: ['budgeting', 'investing', 'college'],
    creator: 'tony_raleigh',
    moderators: ['dan_omaha'],
    members: ['jlee_seattle', 'kt_codes_dad', 'demo_dad'],
    size: 12,
  },
  {
    key: 'icefishing',
    name: 'Twin Cities Ice Fishing Crew',
    description: 'Hardwater season, hand warmers and hotdish. Kids welcome on the ice with a grown-up.',
    category: 'outdoors',
    visibility: 'local',
    isPublic: true,
    format: 'group',
    hashtags: ['icefishing', 'minnesota'],
    creator: 'erik_ice_fisher',
    members: ['samg_dad', 'wes_fishes'],
    size: 6,
    city: 'minneapolis',
  },
];

export interface EventPlan {
  key: string;
  title: string;
  description: string;
  /** Negative: days ago. */
  inDays: number;
  /** Start hour (UTC); -1 for "a few hours from now". */
  hour: number;
  /** How long it lasts, in hours. */
  hours: number;
  location: string;
  categories: EventCategory[];
  isVirtual?: boolean;
  isPublic?: boolean;
  maxAttendees?: number;
  group?: string;
  creator: string;
  image?: SceneName;
  banner?: SceneName;
  attendees: number;
  /** Members on the waiting list of a full, upcoming event (drawn from those not attending). */
  waiting?: number;
  /** Named attendees; the rest are drawn (group members first for group events). */
  going?: string[];
  invited?: { username: string; status: NonNullable<Prisma.EventInvitationCreateManyInput['status']>; by?: string }[];
  photos?: { image: SceneName; caption: string; by?: string }[];
}

export const eventPlans: EventPlan[] = [
  {
    key: 'cookout',
    title: 'Brisket & Backyard Cornhole',
    description:
      'Low-and-slow brisket, cornhole bracket and a kids sprinkler zone. Bring a side, a chair and your best trash talk.',
    inDays: -9,
    hour: 17,
    hours: 5,
    location: 'Zilker Park, Austin, TX',
    categories: ['food', 'social'],
    group: 'bbq',
    creator: 'demo_dad',
    attendees: 10,
    going: ['grillmaster_marc', 'luis_builds', 'jamal_hoops'],
    photos: [
      { image: 'photo-smoker', caption: 'Fourteen hours well spent', by: 'demo_dad' },
      { image: 'photo-cornhole', caption: 'Cornhole final: the kids won. Again.', by: 'grillmaster_marc' },
    ],
  },
  {
    key: 'cleanup',
    title: 'Saturday Trail Cleanup at Red Rocks',
    description: 'Gloves, grabbers and granola bars provided. Leave the trail better than we found it.',
    inDays: -16,
    hour: 15,
    hours: 3,
    location: 'Red Rocks Park, Morrison, CO',
    categories: ['local', 'fitness'],
    group: 'trail',
    creator: 'trail_dad_matt',
    attendees: 8,
    going: ['carlos_camps', 'andrew_photos'],
    photos: [
      { image: 'photo-trail', caption: 'Four bags of trash and one very happy trail', by: 'andrew_photos' },
      { image: 'photo-summit', caption: 'Snack break with a view' },
    ],
  },
  {
    key: 'oilchange',
    title: 'Minivan Oil Change Clinic',
    description: 'Learn to change your own oil and rotate tires. Coffee and donuts for anyone who brings a drain pan.',
    inDays: -5,
    hour: 14,
    hours: 3,
    location: "Kowalski's Garage, Columbus, OH",
    categories: ['cars', 'diy', 'educational'],
    group: 'minivan',
    creator: 'ryank_ohio',
    attendees: 6,
    going: ['tom_toolbox'],
    photos: [{ image: 'photo-garage', caption: 'Six minivans, zero stripped drain plugs', by: 'tom_toolbox' }],
  },
  {
    key: 'openmic',
    title: 'Dad Joke Open Mic Night',
    description: 'Five minutes, one mic, unlimited groans. Virtual, so your kids can roll their eyes from anywhere.',
    inDays: -3,
    hour: 1,
    hours: 2,
    location: 'Online',
    categories: ['comedy', 'social'],
    isVirtual: true,
    group: 'jokes',
    creator: 'pete_the_dad',
    attendees: 14,
    going: ['demo_dad', 'kyle_cheesehead', 'caleb_nashville', 'wes_fishes'],
  },
  {
    key: 'pancakes',
    title: 'Pickup Hoops & Pancakes',
    description: 'Full-court pickup at 8, pancakes at 10. Ten spots, first come first served.',
    inDays: 2,
    hour: 14,
    hours: 3,
    location: 'Ramsey Park Courts, Austin, TX',
    categories: ['sports', 'fitness'],
    maxAttendees: 10,
    group: 'hoops',
    creator: 'demo_dad',
    image: 'event-pancakes',
    banner: 'event-pancakes-banner',
    attendees: 10,
    waiting: 3,
    going: ['jamal_hoops', 'grillmaster_marc', 'kt_codes_dad', 'luis_builds'],
  },
  {
    key: 'sleepama',
    title: 'Sleep Training AMA with Veteran Dads',
    description: 'Dads of many kids answer your questions about sleep training, night feeds and keeping your sanity.',
    inDays: 4,
    hour: 2,
    hours: 1,
    location: 'Online',
    categories: ['parenting', 'educational'],
    isVirtual: true,
    group: 'firsttime',
    creator: 'aaron_slc',
    attendees: 9,
    going: ['samg_dad', 'andrew_photos', 'tyler_future_dad'],
    invited: [
      { username: 'demo_dad', status: 'pending' },
      { username: 'josh_boise', status: 'accepted' },
      { username: 'leo_and_baby', status: 'pending' },
    ],
  },
  {
    key: 'trivia',
    title: "Dads' Night Out: Pub Trivia",
    description: 'Team trivia night. Categories include 90s cartoons, sports trivia and "things your kids say".',
    inDays: 5,
    hour: 0,
    hours: 3,
    location: 'Hopleaf Tavern, Chicago, IL',
    categories: ['social', 'comedy'],
    maxAttendees: 24,
    creator: 'nate_bbq_chi',
    attendees: 6,
    going: ['seanomalley', 'pete_the_dad', 'leo_and_baby'],
  },
  {
    key: 'retro',
    title: 'Retro Game Night',
    description: 'Couch co-op classics over video call. Bring your own controller and your best excuse for losing.',
    inDays: 7,
    hour: 3,
    hours: 3,
    location: 'Online',
    categories: ['gaming', 'social'],
    isVirtual: true,
    group: 'gaming',
    creator: 'victor_games',
    attendees: 8,
    going: ['kt_codes_dad', 'kyle_cheesehead'],
    invited: [
      { username: 'demo_dad', status: 'accepted' },
      { username: 'jamal_hoops', status: 'declined' },
    ],
  },
  {
    key: 'birdhouse',
    title: 'Build-a-Birdhouse Workshop (Kids Welcome)',
    description: 'All wood pre-cut, all tools provided. Kids 5 and up, every builder leaves with a birdhouse.',
    inDays: 9,
    hour: 17,
    hours: 2,
    location: 'Brooks Woodshop, Portland, OR',
    categories: ['diy', 'parenting'],
    maxAttendees: 6,
    creator: 'eli_woodshop',
    image: 'event-birdhouse',
    banner: 'event-birdhouse-banner',
    attendees: 4,
    going: ['owen_paddles'],
    invited: [
      { username: 'demo_dad', status: 'declined' },
      { username: 'jlee_seattle', status: 'pending' },
    ],
  },
  {
    key: 'fishing',
    title: 'Father-Kid Fishing Derby',
    description: 'Prizes for biggest fish, smallest fish and best fish story. Poles and bait for kids who need them.',
    inDays: 12,
    hour: 13,
    hours: 4,
    location: 'Lake Nokomis, Minneapolis, MN',
    categories: ['local', 'parenting'],
    creator: 'erik_ice_fisher',
    image: 'event-fishing',
    banner: 'event-fishing-banner',
    attendees: 5,
    going: ['wes_fishes', 'samg_dad'],
  },
  {
    key: 'braces',
    title: 'Budgeting for the Braces Years',
    description:
      'A friendly walkthrough of orthodontics, sports fees and the teenage grocery bill, with time for questions.',
    inDays: 15,
    hour: 1,
    hours: 1,
    location: 'Online',
    categories: ['professional', 'educational'],
    isVirtual: true,
    maxAttendees: 50,
    group: 'money',
    creator: 'tony_raleigh',
    attendees: 11,
    going: ['dan_omaha', 'jlee_seattle'],
    invited: [
      { username: 'demo_dad', status: 'pending' },
      { username: 'aaron_slc', status: 'accepted' },
    ],
  },
  {
    key: 'campout',
    title: 'Backyard Campout Under the Stars',
    description: "Tents, s'mores and a telescope. Invite-only so we do not overrun the campground.",
    inDays: 20,
    hour: 22,
    hours: 14,
    location: 'Bastrop State Park, Bastrop, TX',
    categories: ['camping', 'parenting'],
    isPublic: false,
    creator: 'grillmaster_marc',
    attendees: 5,
    going: ['demo_dad', 'luis_builds'],
    invited: [{ username: 'jamal_hoops', status: 'pending' }],
  },
  {
    key: 'coffee',
    title: 'New Dads Coffee Meetup',
    description: 'Strollers welcome, sleep deprivation expected. Coffee is on whoever got the most sleep.',
    inDays: 0.125,
    hour: -1,
    hours: 2,
    location: 'Cuppa Joe, Austin, TX',
    categories: ['social', 'parenting'],
    creator: 'kt_codes_dad',
    attendees: 4,
    going: ['demo_dad'],
  },
];

type ChannelRow = Prisma.ChannelCreateManyInput;

export interface ChannelPlan {
  key: string;
  name: string;
  description: string;
  categories: ChannelCategory[];
  hashtags: string[];
  creator: string;
  price?: number;
  isVerified?: boolean;
  isPrivate?: boolean;
  image?: SceneName;
  banner?: SceneName;
  website?: ChannelRow['website'];
  followers: number;
}

export const channelPlans: ChannelPlan[] = [
  {
    key: 'fixit',
    name: 'Fix-It Friday with Greg',
    description: 'A retired shop teacher walks you through the repairs your house keeps asking for.',
    categories: ['fix_it_tips', 'home_improvement', 'car_maintenance'],
    hashtags: ['#diy', '#fixit', '#10mmsocket'],
    creator: 'gregs_garage',
    isVerified: true,
    image: 'channel-fixit',
    banner: 'channel-fixit-banner',
    website: 'https://fixitfriday.example.com',
    followers: 22,
  },
  {
    key: 'smoke',
    name: 'Smoke Signals BBQ',
    description: 'Weekly cooks, rub recipes and fire management for backyard pitmasters.',
    categories: ['cooking_bbq'],
    hashtags: ['#bbq', '#brisket', '#lowandslow'],
    creator: 'grillmaster_marc',
    price: 499,
    isVerified: true,
    image: 'channel-bbq',
    banner: 'channel-bbq-banner',
    website: 'https://smokesignals.example.com',
    followers: 18,
  },
  {
    key: 'jokes',
    name: 'The Dad Joke Daily',
    description: 'One fresh dad joke every morning. Groans guaranteed or your money back (it is free).',
    categories: ['dad_jokes'],
    hashtags: ['#dadjokes', '#puns'],
    creator: 'pete_the_dad',
    followers: 26,
  },
  {
    key: 'money',
    name: 'Money Talks for Dads',
    description: 'Plain-English family finance: budgets, college savings and teaching kids about money.',
    categories: ['financial_advice', 'business_career'],
    hashtags: ['#budgeting', '#529', '#familyfinance'],
    creator: 'tony_raleigh',
    price: 799,
    isVerified: true,
    website: 'https://moneytalks.example.com',
    followers: 14,
  },
  {
    key: 'trails',
    name: 'Trail Tales',
    description: 'Kid-friendly hikes, gear that survives toddlers and photography from the trail.',
    categories: ['outdoor_activities', 'travel_family', 'photography'],
    hashtags: ['#hiking', '#familytravel'],
    creator: 'trail_dad_matt',
    image: 'channel-trail',
    banner: 'channel-trail-banner',
    followers: 16,
  },
  {
    key: 'coach',
    name: "Coach D's Sideline",
    description: 'Youth sports from a coach who has seen it all: drills, mindset and being a great sideline parent.',
    categories: ['sports_analysis', 'fitness_health', 'insights_mentoring'],
    hashtags: ['#youthsports', '#coaching'],
    creator: 'deshawn_coach',
    followers: 12,
  },
  {
    key: 'calm',
    name: 'Dad Brain, Calm Brain',
    description: 'Short, honest talks about stress, sleep and staying patient when the cereal hits the ceiling.',
    categories: ['mental_health', 'parenting_advice'],
    hashtags: ['#mentalhealth', '#dadlife'],
    creator: 'derek_sahd',
    isVerified: true,
    followers: 15,
  },
  {
    key: 'pixels',
    name: 'Pixel Dad Reviews',
    description: 'Honest reviews of games and gadgets your kids keep asking for, rated for fun and for parent sanity.',
    categories: ['tech_reviews', 'gaming'],
    hashtags: ['#gaming', '#techreviews'],
    creator: 'kt_codes_dad',
    price: 299,
    followers: 10,
  },
  {
    key: 'stories',
    name: 'Bedtime Story Workshop',
    description: 'Make up better bedtime stories: structure, silly voices and endings that actually end.',
    categories: ['education_tutoring', 'arts_crafts'],
    hashtags: ['#bedtime', '#storytelling'],
    creator: 'samg_dad',
    isPrivate: true,
    followers: 6,
  },
  {
    key: 'garageband',
    name: 'Garage Band Dads',
    description: 'Learning instruments alongside our kids. Beginners very welcome; neighbours less so.',
    categories: ['music_instruments'],
    hashtags: ['#music', '#guitar'],
    creator: 'caleb_nashville',
    followers: 9,
  },
];
