/**
 * Dadfeed posts. Authors are named where the story needs it (the demo member's own posts); the rest are
 * dealt out to members whose interests fit.
 */
import type { FeedCategory } from './context.js';
import type { SceneName } from './gallery.js';

export interface PostText {
  by?: string;
  text: string;
  /** Lower-case, without '#', at most 5. */
  tags: string[];
  categories: FeedCategory[];
  type?: 'dad_joke' | 'question';
  image?: SceneName;
  poll?: { question: string; options: string[] };
}

export const feedPosts: PostText[] = [
  {
    by: 'demo_dad',
    text: 'Fourteen hours on the smoker and the bark came out perfect. The kids ate the mac and cheese and asked for chicken nuggets. Living the dream.',
    tags: ['bbq', 'brisket', 'smoker'],
    categories: ['food', 'family'],
    image: 'post-brisket',
  },
  {
    by: 'demo_dad',
    text: 'Settle this for our house once and for all.',
    tags: ['pancakes', 'breakfast'],
    categories: ['food', 'family'],
    poll: {
      question: 'Best Saturday breakfast?',
      options: ['Pancakes', 'Waffles', 'French toast', 'Whatever the kids leave'],
    },
  },
  {
    by: 'demo_dad',
    text: 'My daughter asked why I talk to the lawn mower. I told her it needs encouragement. So do I.',
    tags: ['yardwork', 'dadlife'],
    categories: ['yard', 'comedy'],
  },
  {
    by: 'demo_dad',
    text: 'Anyone have a good way to hang a TV on plaster walls without turning the living room into a crime scene? Asking before I get the drill out.',
    tags: ['diy', 'homeimprovement'],
    categories: ['diy'],
    type: 'question',
  },
  {
    by: 'grillmaster_marc',
    text: "Reverse-seared tomahawk for my father-in-law's birthday. He said it was 'fine'. From him that's a standing ovation.",
    tags: ['grilling', 'steak'],
    categories: ['food'],
  },
  {
    by: 'pete_the_dad',
    text: "I'm reading a book about anti-gravity. It's impossible to put down.",
    tags: ['dadjokes'],
    categories: ['comedy'],
    type: 'dad_joke',
  },
  {
    by: 'pete_the_dad',
    text: 'Why did the scarecrow win an award? Because he was outstanding in his field.',
    tags: ['dadjokes', 'puns'],
    categories: ['comedy'],
    type: 'dad_joke',
  },
  {
    by: 'kyle_cheesehead',
    text: "I only know 25 letters of the alphabet. I don't know y.",
    tags: ['dadjokes'],
    categories: ['comedy'],
    type: 'dad_joke',
  },
  {
    by: 'caleb_nashville',
    text: 'I used to hate facial hair, but then it grew on me.',
    tags: ['dadjokes', 'beard'],
    categories: ['comedy'],
    type: 'dad_joke',
  },
  {
    by: 'wes_fishes',
    text: 'What do you call a fish wearing a bowtie? Sofishticated. My grandson groaned so hard he scared off the bass.',
    tags: ['dadjokes', 'fishing'],
    categories: ['comedy', 'outdoors'],
    type: 'dad_joke',
  },
  {
    by: 'victor_games',
    text: 'I would tell you a joke about construction, but I am still working on it.',
    tags: ['dadjokes'],
    categories: ['comedy'],
    type: 'dad_joke',
  },
  {
    by: 'trail_dad_matt',
    text: 'Summit with the 8-year-old today. He carried his own pack the whole way and only asked "are we there yet" 31 times. New personal best.',
    tags: ['hiking', 'colorado', 'outdoors'],
    categories: ['outdoors', 'family', 'photo'],
    image: 'post-hike',
  },
  {
    by: 'wes_fishes',
    text: 'Took the grandkids out at sunrise. Caught three bluegill, one turtle (released, he looked offended) and a whole lot of memories.',
    tags: ['fishing', 'grandkids'],
    categories: ['outdoors', 'family'],
    image: 'post-fishing',
  },
  {
    by: 'jamal_hoops',
    text: 'Twins turned 7 and requested a pancake tower instead of a cake. Who am I to argue with the birthday committee?',
    tags: ['pancakes', 'twins', 'birthday'],
    categories: ['food', 'family'],
    image: 'post-pancakes',
  },
  {
    by: 'ryank_ohio',
    text: 'Odyssey hit 200,000 miles today. We pulled over, clapped, and the kids named her "Grandma Van". Changing the transmission fluid this weekend as a thank-you.',
    tags: ['minivan', 'carmaintenance'],
    categories: ['cars', 'family'],
    image: 'post-minivan',
  },
  {
    by: 'eli_woodshop',
    text: 'Stepson and I finished our first birdhouse together. He picked the colours. Apparently the birds want neon green.',
    tags: ['woodworking', 'birdhouse', 'stepdad'],
    categories: ['diy', 'hobbies', 'family'],
    image: 'post-birdhouse',
  },
  {
    by: 'carlos_camps',
    text: 'Backyard campout with the kids. Tent is up, marshmallows are toasted, and I have told the "hook hand" story so badly they are now comforting me.',
    tags: ['camping', 'weekenddad'],
    categories: ['outdoors', 'family'],
    image: 'post-tent',
  },
  {
    by: 'jamal_hoops',
    text: 'Sunday pickup run: 40-year-old knees, 20-year-old confidence. Iced both afterwards.',
    tags: ['basketball', 'pickup'],
    categories: ['sports', 'health'],
    image: 'post-hoops',
  },
  {
    by: 'caleb_nashville',
    text: 'Wrote a lullaby for my daughter. Three verses, a bridge, and she fell asleep during the intro. Best review I have ever had.',
    tags: ['newdad', 'music', 'lullaby'],
    categories: ['music', 'family'],
    image: 'post-guitar',
  },
  {
    by: 'samg_dad',
    text: 'Book recommendations for a 10-month-old who prefers eating books to reading them? Board books only, clearly.',
    tags: ['books', 'newdad'],
    categories: ['family', 'hobbies'],
    type: 'question',
  },
  {
    by: 'tyler_future_dad',
    text: 'Car seat installed. Checked it four times. Had the fire station check it. Then checked it again. Baby arrives in 11 weeks.',
    tags: ['futuredad', 'carseat'],
    categories: ['family', 'cars'],
  },
  {
    by: 'josh_boise',
    text: 'Twins means two cribs, two car seats, two of everything. Current score: Josh 1, Allen keys 7.',
    tags: ['twins', 'futuredad', 'diy'],
    categories: ['diy', 'family'],
  },
  {
    by: 'tony_raleigh',
    text: 'Quick money tip: automate a small monthly transfer into a college fund the day your kid is born. Future you will not miss it and future them will thank you.',
    tags: ['finance', 'college', 'budgeting'],
    categories: ['finance', 'family'],
  },
  {
    by: 'dan_omaha',
    text: 'Explained compound interest to my nephew using a snowball and a hill. He now wants to invest his allowance in snow.',
    tags: ['finance', 'kids'],
    categories: ['finance', 'comedy'],
  },
  {
    by: 'dan_omaha',
    text: 'Crypto dads: what is your rule for how much of the family budget goes into it? Mine is "only what I would be fine losing in a couch cushion".',
    tags: ['crypto', 'budgeting'],
    categories: ['crypto', 'finance'],
    type: 'question',
  },
  {
    by: 'bigben_columbus',
    text: 'Found my 1987 baseball card binder in the attic. Showed the grandkids. They asked if the players were "from the olden days". Ouch.',
    tags: ['baseballcards', 'collectibles'],
    categories: ['collectibles', 'sports', 'history'],
  },
  {
    by: 'russ_vinyl',
    text: 'Picked up a first pressing at the flea market for three dollars. The seller said "it has a scratch". It has character.',
    tags: ['vinyl', 'records'],
    categories: ['music', 'collectibles'],
  },
  {
    by: 'kt_codes_dad',
    text: 'Set up a "tech-free dinner" rule. Lasted until my son asked who invented forks and we all reached for our phones.',
    tags: ['screentime', 'family'],
    categories: ['tech', 'family', 'comedy'],
  },
  {
    by: 'jlee_seattle',
    text: 'What is everyone using to keep the family calendar sane? We have three kids, two jobs and one very confused fridge whiteboard.',
    tags: ['organization', 'apps'],
    categories: ['tech', 'family'],
    type: 'question',
    poll: {
      question: 'Family calendar of choice?',
      options: ['Shared phone calendar', 'Fridge whiteboard', 'Paper planner', 'Pure chaos'],
    },
  },
  {
    by: 'victor_games',
    text: 'Played my first co-op game with my 5-year-old. He mostly jumped in lava, but he was SO proud. Best gaming session of my life.',
    tags: ['gaming', 'coop', 'newdad'],
    categories: ['gaming', 'family'],
  },
  {
    by: 'deshawn_coach',
    text: 'Reminder from a coach of 15 years: your kid will remember whether you were there, not the score. Bring orange slices.',
    tags: ['youthsports', 'coaching'],
    categories: ['sports', 'family'],
  },
  {
    by: 'erik_ice_fisher',
    text: 'Hotdish contest this Sunday. Tater tots: vertical or horizontal? This is not a drill.',
    tags: ['hotdish', 'minnesota'],
    categories: ['food'],
    poll: { question: 'Tater tots on a hotdish go...', options: ['Neat rows', 'Scattered with pride'] },
  },
  {
    by: 'chris_surfs_sd',
    text: 'Daughter stood up on the board for the first time. I cheered so loud a lifeguard checked on me.',
    tags: ['surfing', 'prouddad'],
    categories: ['outdoors', 'family', 'photo'],
  },
  {
    by: 'frank_pgh',
    text: 'Pierogi assembly line with five grandkids. Final count: 140 pierogi, 2 cups of flour on the dog, zero regrets.',
    tags: ['pierogi', 'grandkids', 'cooking'],
    categories: ['food', 'family'],
  },
  {
    by: 'tremaine_atl',
    text: 'Today in lunchbox art: a sandwich shaped like a dinosaur. My son traded it for a cheese stick. Heartbroken but proud of his negotiation skills.',
    tags: ['lunchbox', 'sahd'],
    categories: ['food', 'family', 'comedy'],
  },
  {
    by: 'gabe_fit_dad',
    text: 'Dad workout: 20 toddler lifts, 3 laps chasing a runaway shoe, 1 plank while someone sits on your back. Done.',
    tags: ['fitness', 'dadworkout'],
    categories: ['health', 'comedy'],
  },
  {
    by: 'aaron_slc',
    text: 'With six kids, our grocery run needs two carts and a strategy meeting. Bulk-buying tips welcome.',
    tags: ['bigfamily', 'groceries', 'budgeting'],
    categories: ['family', 'finance'],
    type: 'question',
  },
  {
    by: 'mike_rains_dad',
    text: 'Teenager asked me to drop him a block away from school. Respect. I honked twice anyway.',
    tags: ['teens', 'dadlife'],
    categories: ['family', 'comedy'],
  },
  {
    by: 'hector_phx',
    text: "Weekend project: rebuilt the carburettor on the '72 with my stepdaughter. She did the cleaning, I did the swearing under my breath.",
    tags: ['classiccars', 'stepdad'],
    categories: ['cars', 'diy', 'family'],
  },
  {
    by: 'pat_sully',
    text: 'First Red Sox game with my son. He watched three innings, ate two hot dogs and fell asleep during the seventh-inning stretch. Perfect.',
    tags: ['baseball', 'redsox'],
    categories: ['sports', 'family'],
  },
  {
    by: 'luis_builds',
    text: 'PSA: the school bond vote is next Tuesday. Read both sides, talk to your kids about why voting matters, and take them with you.',
    tags: ['vote', 'community'],
    categories: ['politics', 'family'],
  },
  {
    by: 'nate_bbq_chi',
    text: 'Deep dish vs thin crust debate at the dinner table. My 6-year-old said "I like the one with cheese". Diplomat.',
    tags: ['pizza', 'chicago'],
    categories: ['food', 'comedy'],
    poll: { question: 'Chicago pizza verdict?', options: ['Deep dish', 'Tavern-style thin crust', 'Both, obviously'] },
  },
  {
    by: 'andrew_photos',
    text: 'Golden hour, sleepy baby, one lucky shot. Tip for new dads: turn off the flash and sit by a window.',
    tags: ['photography', 'newdad'],
    categories: ['photo', 'family'],
  },
  {
    by: 'owen_paddles',
    text: 'Rainy-day fort engineering: 6 chairs, 4 blankets, 1 very structurally questionable roof. Kids rate it 10/10.',
    tags: ['rainyday', 'sahd', 'forts'],
    categories: ['family', 'hobbies'],
  },
  {
    by: 'isaac_reads',
    text: 'Road trip audiobook that made my 11-year-old and me laugh for 300 miles: anything with a talking dog narrator. Trust me.',
    tags: ['roadtrip', 'audiobooks'],
    categories: ['family', 'hobbies'],
  },
];
