/**
 * The demo community's members, written by hand so the profiles read like people. What varies less
 * (kids, privacy, sports details) is filled in from these in profiles.ts.
 */
import type { INTERESTS as interestOptions } from '../domain/users/profile-options.js';
import type { DadType } from './context.js';

export interface City {
  location: string;
  teams: readonly string[];
}

export const cities = {
  austin: { location: 'Austin, TX', teams: ['Texas Longhorns', 'Austin FC', 'Dallas Cowboys'] },
  columbus: { location: 'Columbus, OH', teams: ['Ohio State Buckeyes', 'Columbus Crew', 'Cleveland Browns'] },
  denver: { location: 'Denver, CO', teams: ['Denver Broncos', 'Denver Nuggets', 'Colorado Avalanche'] },
  chicago: { location: 'Chicago, IL', teams: ['Chicago Cubs', 'Chicago Bears', 'Chicago Bulls'] },
  portland: { location: 'Portland, OR', teams: ['Portland Trail Blazers', 'Portland Timbers'] },
  seattle: { location: 'Seattle, WA', teams: ['Seattle Seahawks', 'Seattle Mariners', 'Seattle Kraken'] },
  nashville: { location: 'Nashville, TN', teams: ['Tennessee Titans', 'Nashville Predators'] },
  raleigh: { location: 'Raleigh, NC', teams: ['Carolina Hurricanes', 'Carolina Panthers'] },
  minneapolis: { location: 'Minneapolis, MN', teams: ['Minnesota Vikings', 'Minnesota Twins', 'Minnesota Wild'] },
  atlanta: { location: 'Atlanta, GA', teams: ['Atlanta Braves', 'Atlanta Falcons', 'Atlanta Hawks'] },
  tampa: { location: 'Tampa, FL', teams: ['Tampa Bay Buccaneers', 'Tampa Bay Lightning'] },
  sandiego: { location: 'San Diego, CA', teams: ['San Diego Padres', 'San Diego FC'] },
  kansascity: { location: 'Kansas City, MO', teams: ['Kansas City Chiefs', 'Kansas City Royals'] },
  pittsburgh: { location: 'Pittsburgh, PA', teams: ['Pittsburgh Steelers', 'Pittsburgh Penguins'] },
  saltlake: { location: 'Salt Lake City, UT', teams: ['Utah Jazz', 'Real Salt Lake'] },
  milwaukee: { location: 'Milwaukee, WI', teams: ['Green Bay Packers', 'Milwaukee Bucks', 'Milwaukee Brewers'] },
  boise: { location: 'Boise, ID', teams: ['Boise State Broncos'] },
  boston: { location: 'Boston, MA', teams: ['Boston Red Sox', 'New England Patriots', 'Boston Celtics'] },
  phoenix: { location: 'Phoenix, AZ', teams: ['Phoenix Suns', 'Arizona Cardinals'] },
  omaha: { location: 'Omaha, NE', teams: ['Nebraska Cornhuskers'] },
} satisfies Record<string, City>;

export type CityKey = keyof typeof cities;

// The profile's option lists live with the profile's rules (domain/users/profile-options.ts).
export {
  COLLECTIBLE_TYPES as collectibleOptions,
  INTERESTS as interestOptions,
  OUTDOOR_ACTIVITIES as outdoorOptions,
  PLAY_SPORTS as playSports,
  WATCH_SPORTS as watchSports,
} from '../domain/users/profile-options.js';

type Interest = (typeof interestOptions)[number];

export interface Person {
  firstName: string;
  lastName: string;
  username: string;
  city: CityKey;
  dadType: DadType;
  interests: Interest[];
  bio: string;
}

type Row = [string, string, string, CityKey, DadType, Interest[], string];

/** The demo member first; the rest in the order they joined (older members first). */
const rows: Row[] = [
  ['Danny', 'Fletcher', 'demo_dad', 'austin', 'experienced', ['Cooking', 'Sports', 'DIY', 'Outdoor Activities', 'Technology', 'Memes'], 'Two kids, one smoker, zero idea where the TV remote went. Weekend pitmaster, weekday spreadsheet wrangler, full-time snack dispenser.'],
  ['Marcus', 'Bell', 'grillmaster_marc', 'austin', 'experienced', ['Cooking', 'Sports', 'Food', 'Music'], 'Brisket is a lifestyle. Father of three and coach of one very chaotic U8 soccer team.'],
  ['Luis', 'Ortega', 'luis_builds', 'austin', 'stepdad', ['Woodworking', 'DIY', 'Home & Garden', 'Parenting'], "Stepdad to two amazing teens. If it's broken, I'll fix it. If it isn't, I'll improve it until it is."],
  ['Kevin', 'Tran', 'kt_codes_dad', 'austin', 'working', ['Technology', 'Gaming', 'Finance', 'Parenting'], 'Software engineer by day, bedtime story narrator by night. Currently debugging a toddler.'],
  ['Jamal', 'Carter', 'jamal_hoops', 'austin', 'single', ['Sports', 'Fitness', 'Music', 'Parenting'], 'Single dad of twins. We run on pancakes, pickup basketball and a lot of patience.'],
  ['Ben', 'Whitaker', 'bigben_columbus', 'columbus', 'granddad', ['Collectibles', 'Sports', 'Reading', 'Woodworking'], 'Granddad of four. Baseball cards in the attic, sawdust in the garage, butterscotch in every pocket.'],
  ['Ryan', 'Kowalski', 'ryank_ohio', 'columbus', 'working', ['Cars', 'DIY', 'Sports', 'Finance'], 'Minivan mechanic by necessity. Dad of three, owner of one very tired Honda Odyssey.'],
  ['Derek', 'Simmons', 'derek_sahd', 'columbus', 'stay_at_home', ['Parenting', 'Cooking', 'Health & Wellness', 'Reading'], 'Full-time at-home dad. Former accountant, current nap negotiator.'],
  ['Tyler', 'Nguyen', 'tyler_future_dad', 'columbus', 'future', ['Parenting', 'Technology', 'Reading', 'Fitness'], 'Baby girl due in the spring. Currently assembling a crib with instructions written as a riddle.'],
  ['Matt', 'Hoffman', 'trail_dad_matt', 'denver', 'experienced', ['Outdoor Activities', 'Fitness', 'Photography', 'Travel'], 'Hiker, dad of two, part-time sherpa for snacks and small backpacks.'],
  ['Carlos', 'Mendez', 'carlos_camps', 'denver', 'weekend', ['Outdoor Activities', 'Cooking', 'Music', 'Parenting'], 'Weekend dad who makes every weekend count: campfires, guitar and terrible puns.'],
  ['Andrew', 'Park', 'andrew_photos', 'denver', 'new', ['Photography', 'Technology', 'Travel', 'Parenting'], 'New dad. 4,000 photos of the same baby yawning. No regrets.'],
  ['Greg', 'Olsen', 'gregs_garage', 'denver', 'granddad', ['Cars', 'Woodworking', 'Outdoor Activities', 'Collectibles'], "Retired shop teacher, proud granddad, still can't find my 10mm socket."],
  ['Nate', 'Robinson', 'nate_bbq_chi', 'chicago', 'working', ['Cooking', 'Sports', 'Food', 'Memes'], 'Deep dish defender. Dad of two, Cubs fan, professional leftover eater.'],
  ['Sean', "O'Malley", 'seanomalley', 'chicago', 'single', ['Sports', 'Music', 'Parenting', 'Movies'], 'Single dad of a 9-year-old who beats me at chess. Trying to keep up.'],
  ['Pete', 'Vasquez', 'pete_the_dad', 'chicago', 'all', ['Memes', 'Gaming', 'Movies', 'Food'], 'Dad jokes are my love language. New dad, stepdad and weekend dad: all of the above.'],
  ['Eli', 'Brooks', 'eli_woodshop', 'portland', 'stepdad', ['Woodworking', 'DIY', 'Home & Garden', 'Reading'], 'Stepdad, birdhouse builder, coffee snob. Sawdust is my cologne.'],
  ['Owen', 'Fisher', 'owen_paddles', 'portland', 'stay_at_home', ['Outdoor Activities', 'Parenting', 'Health & Wellness', 'Cooking'], "Stay-at-home dad to three little paddlers. Rain or shine, we're outside."],
  ['Jason', 'Lee', 'jlee_seattle', 'seattle', 'working', ['Technology', 'Finance', 'Career', 'Fitness'], 'Product manager, dad of two, powered by cold brew and Saturday morning cartoons.'],
  ['Mike', 'Anderson', 'mike_rains_dad', 'seattle', 'experienced', ['Sports', 'Music', 'Reading', 'Outdoor Activities'], "Dad of three teenagers. I've learned to communicate exclusively through memes."],
  ['Caleb', 'Turner', 'caleb_nashville', 'nashville', 'new', ['Music', 'Parenting', 'Cooking', 'Memes'], "Songwriter and brand-new dad. Writing lullabies that rhyme 'diaper' with 'hyper'."],
  ['Wes', 'Hargrove', 'wes_fishes', 'nashville', 'granddad', ['Outdoor Activities', 'Sports', 'Cooking', 'Collectibles'], 'Granddad, fisherman, storyteller. The fish get bigger every time I tell it.'],
  ['Anthony', 'Russo', 'tony_raleigh', 'raleigh', 'working', ['Finance', 'Career', 'Sports', 'Food'], "Financial planner. I will bring up 529 plans at your kid's birthday party. Sorry in advance."],
  ['DeShawn', 'Miller', 'deshawn_coach', 'raleigh', 'experienced', ['Sports', 'Fitness', 'Parenting', 'Career'], 'High school coach and dad of four. Whistle around my neck, even at dinner.'],
  ['Erik', 'Lindqvist', 'erik_ice_fisher', 'minneapolis', 'weekend', ['Outdoor Activities', 'Sports', 'Cooking', 'DIY'], 'Weekend dad, ice-fishing evangelist, church hotdish champion three years running.'],
  ['Sam', 'Goldberg', 'samg_dad', 'minneapolis', 'new', ['Reading', 'Parenting', 'Technology', 'Movies'], 'Librarian and new dad, reading Goodnight Moon for the 400th time, with feeling.'],
  ['Tremaine', 'Jackson', 'tremaine_atl', 'atlanta', 'stay_at_home', ['Cooking', 'Parenting', 'Music', 'Fitness'], 'Stay-at-home dad of two. Lunchbox artist. My PB&J has a waiting list.'],
  ['Chris', 'Delgado', 'chris_surfs_sd', 'sandiego', 'experienced', ['Outdoor Activities', 'Fitness', 'Travel', 'Photography'], 'Surf dad. Teaching my kids that the ocean is fun and sunscreen is non-negotiable.'],
  ['Bryce', 'Holloway', 'bryce_kc_bbq', 'kansascity', 'working', ['Cooking', 'Sports', 'Finance', 'Cars'], 'Kansas City barbecue loyalist. Burnt ends are a love language. Dad of two.'],
  ['Frank', 'DiMarco', 'frank_pgh', 'pittsburgh', 'granddad', ['Sports', 'Cooking', 'Collectibles', 'Reading'], 'Pop-pop to five. Black and gold forever. Pierogi maker emeritus.'],
  ['Jordan', 'Price', 'jordan_tampa', 'tampa', 'single', ['Fitness', 'Sports', 'Parenting', 'Music'], 'Single dad of one awesome daughter. Gym at 5am, dance recitals at 5pm.'],
  ['Aaron', 'Christensen', 'aaron_slc', 'saltlake', 'experienced', ['Outdoor Activities', 'Fitness', 'Parenting', 'Reading'], 'Dad of six. Yes, six. Our minivan has a minivan.'],
  ['Kyle', 'Brandt', 'kyle_cheesehead', 'milwaukee', 'friend', ['Sports', 'Food', 'Memes', 'Gaming'], 'Not a dad yet, but the favourite uncle and honorary dad of the friend group.'],
  ['Josh', 'Meyer', 'josh_boise', 'boise', 'future', ['Outdoor Activities', 'DIY', 'Home & Garden', 'Parenting'], 'Twins on the way. Building two of everything. Send help (and coffee).'],
  ['Patrick', 'Sullivan', 'pat_sully', 'boston', 'weekend', ['Sports', 'Reading', 'Movies', 'Travel'], 'Weekend dad. Fenway in the summer, museums in the winter, snacks all year round.'],
  ['Hector', 'Ramirez', 'hector_phx', 'phoenix', 'stepdad', ['Cars', 'Music', 'Cooking', 'Parenting'], "Stepdad, salsa maker, classic car tinkerer. The kids call me 'Bonus Dad'."],
  ['Dan', 'Kessler', 'dan_omaha', 'omaha', 'friend', ['Finance', 'Crypto', 'Technology', 'Memes'], 'Friend of many dads, mentor to a few. I bring the spreadsheets and the snacks.'],
  ['Victor', 'Chen', 'victor_games', 'seattle', 'new', ['Gaming', 'Technology', 'Parenting', 'Music'], "New dad and retro gamer. My son's first word was 'Mario'. Fine, it was 'ma', but I know what he meant."],
  ['Isaac', 'Bennett', 'isaac_reads', 'atlanta', 'single', ['Reading', 'Parenting', 'Health & Wellness', 'Travel'], 'Single dad, bookworm, road-trip planner. Our car has its own library.'],
  ['Gabe', 'Morales', 'gabe_fit_dad', 'tampa', 'all', ['Fitness', 'Health & Wellness', 'Cooking', 'Sports'], 'Dad, stepdad and weekend warrior all at once. Fitness coach and meal-prep evangelist.'],
  ['Leo', 'Fernandes', 'leo_and_baby', 'chicago', 'future', ['Music', 'Travel', 'Food', 'Photography'], 'Becoming a dad in August. Practising diaper changes on a sack of flour.'],
  ['Tom', 'Baxter', 'tom_toolbox', 'columbus', 'stepdad', ['DIY', 'Home & Garden', 'Cars', 'Sports'], "Stepdad to three. If the house has a squeak, I'm on it."],
  ['Russ', 'Whitfield', 'russ_vinyl', 'nashville', 'friend', ['Music', 'Collectibles', 'Movies', 'Food'], 'Godfather to four, record collector and official cookout DJ.'],
];

export const people: readonly Person[] = rows.map(([firstName, lastName, username, city, dadType, interests, bio]) => ({
  firstName, lastName, username, city, dadType, interests, bio,
}));

/** Who brought whom (referrer first); the referrer always joined earlier. */
export const referrals: readonly [string, string][] = [
  ['demo_dad', 'caleb_nashville'],
  ['demo_dad', 'samg_dad'],
  ['grillmaster_marc', 'kt_codes_dad'],
  ['trail_dad_matt', 'andrew_photos'],
  ['bigben_columbus', 'tom_toolbox'],
  ['pete_the_dad', 'kyle_cheesehead'],
];
