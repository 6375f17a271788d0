/**
 * Posts inside groups, at events and in channels, plus the comment lines members leave under posts.
 */
import type { FeedCategory } from './context.js';
import type { PostText } from './content-feed.js';
import type { SceneName } from './gallery.js';

export interface PlacedPost extends Omit<PostText, 'categories'> {
  /** The group, event or channel key (community.ts). */
  at: string;
  categories?: FeedCategory[];
  shareToPersonalFeed?: boolean;
  image?: SceneName;
}

export const groupPosts: PlacedPost[] = [
  {
    at: 'bbq',
    by: 'demo_dad',
    text: 'Post oak or hickory for a first brisket? Asking for a friend (the friend is me, the brisket is Saturday).',
    tags: ['brisket', 'bbq'],
    type: 'question',
    shareToPersonalFeed: true,
  },
  {
    at: 'bbq',
    by: 'grillmaster_marc',
    text: 'Rub of the month: equal parts coarse pepper and kosher salt, a little garlic. That is it. Let the smoke do the rest.',
    tags: ['bbq', 'rub'],
  },
  {
    at: 'bbq',
    by: 'luis_builds',
    text: 'Built a rolling prep cart for the smoker out of leftover deck boards. Plans in the comments if anyone wants them.',
    tags: ['diy', 'bbq'],
    image: 'post-brisket',
  },
  {
    at: 'bbq',
    text: 'Who has a spare folding table for the cookout? Ours is currently a Lego city and I have been told it cannot be moved.',
    tags: ['cookout'],
  },
  {
    at: 'trail',
    by: 'trail_dad_matt',
    text: 'Trail conditions update: the lower loop is muddy but fine for kids in boots. Upper trail still has snow in the shade.',
    tags: ['hiking', 'trailreport'],
    shareToPersonalFeed: true,
  },
  {
    at: 'trail',
    by: 'carlos_camps',
    text: 'Gear swap next month! Bring the kid boots they outgrew in three weeks (so, all of them).',
    tags: ['gearswap', 'outdoors'],
  },
  {
    at: 'trail',
    text: 'Best trail snack that survives a backpack and a 5-year-old? Ours always turn into trail dust.',
    tags: ['snacks', 'hiking'],
    type: 'question',
  },
  {
    at: 'jokes',
    by: 'pete_the_dad',
    text: 'Did you hear about the restaurant on the moon? Great food, no atmosphere.',
    tags: ['dadjokes'],
    type: 'dad_joke',
    shareToPersonalFeed: true,
  },
  {
    at: 'jokes',
    by: 'demo_dad',
    text: 'Told my kids I was going to make a belt out of watches. It was a waist of time. They left the room.',
    tags: ['dadjokes', 'puns'],
    type: 'dad_joke',
    shareToPersonalFeed: true,
  },
  {
    at: 'jokes',
    text: 'What do you call a factory that makes okay products? A satisfactory.',
    tags: ['dadjokes'],
    type: 'dad_joke',
  },
  {
    at: 'jokes',
    text: 'Why do melons have weddings? Because they cantaloupe.',
    tags: ['dadjokes', 'fruit'],
    type: 'dad_joke',
  },
  {
    at: 'hoops',
    by: 'jamal_hoops',
    text: 'Court is booked for Sunday. Bring both a light and a dark shirt so we stop arguing about who is on which team.',
    tags: ['basketball', 'pickup'],
  },
  {
    at: 'hoops',
    by: 'demo_dad',
    text: 'Reminder: stretching is not optional after 35. My hamstring sends its regards.',
    tags: ['basketball', 'stretching'],
  },
  {
    at: 'minivan',
    by: 'ryank_ohio',
    text: 'Sliding door making a grinding noise? Nine times out of ten it is the roller track. Clean it, grease it, thank me later.',
    tags: ['minivan', 'carrepair'],
    image: 'post-minivan',
    shareToPersonalFeed: true,
  },
  {
    at: 'minivan',
    by: 'tom_toolbox',
    text: 'Found 3 crayons, a sippy cup and a petrified chicken nugget under the third row today. Archaeology is a hobby now.',
    tags: ['minivan', 'dadlife'],
  },
  {
    at: 'sahd',
    by: 'derek_sahd',
    text: 'Small win: everyone napped at the same time for 40 minutes. I sat in silence and stared at a wall. Glorious.',
    tags: ['sahd', 'naptime'],
  },
  {
    at: 'sahd',
    by: 'tremaine_atl',
    text: 'Playground politics update: I am now on the PTA snack committee. Send strength.',
    tags: ['sahd', 'pta'],
  },
  {
    at: 'firsttime',
    by: 'andrew_photos',
    text: 'Week six. The baby smiled at me. It might have been gas. I am choosing to believe it was love.',
    tags: ['newdad', 'firstsmile'],
    shareToPersonalFeed: true,
  },
  {
    at: 'firsttime',
    by: 'aaron_slc',
    text: 'Swaddle tip from a dad of six: arms down, snug at the chest, loose at the hips. And buy the ones with velcro.',
    tags: ['newdad', 'swaddle'],
  },
  {
    at: 'firsttime',
    by: 'tyler_future_dad',
    text: 'What is one thing you wish you had bought (or not bought) before the baby arrived?',
    tags: ['futuredad', 'babygear'],
    type: 'question',
  },
  {
    at: 'softball',
    by: 'bigben_columbus',
    text: 'Practice moved to Thursday. Yes, I will bring the good sunflower seeds.',
    tags: ['softball'],
  },
  {
    at: 'gaming',
    by: 'victor_games',
    text: 'Last guild night was kart racing and blue shells are still forbidden among friends. Vote for the next one!',
    tags: ['gaming', 'guildnight'],
    poll: { question: 'Next guild night?', options: ['Kart racing again', 'Co-op platformer', 'Retro tournament'] },
  },
  {
    at: 'gaming',
    by: 'kt_codes_dad',
    text: 'Parent review: this new co-op puzzle game is great for 6 and up, and nobody cried. Including me.',
    tags: ['gaming', 'review'],
    shareToPersonalFeed: true,
  },
  {
    at: 'books',
    by: 'eli_woodshop',
    text: "This month's pick is a short one, for those of us who read two pages a night before falling asleep on the book.",
    tags: ['bookclub', 'reading'],
  },
  {
    at: 'money',
    by: 'tony_raleigh',
    text: 'Allowance experiment: three jars (spend, save, give). My 8-year-old put everything in "give" and then asked me for a loan.',
    tags: ['allowance', 'kidsandmoney'],
  },
  {
    at: 'money',
    by: 'dan_omaha',
    text: 'Family phone plan renegotiated. Saved $34 a month by just asking. Ask!',
    tags: ['budgeting', 'savings'],
  },
  {
    at: 'icefishing',
    by: 'erik_ice_fisher',
    text: 'Ice is 6 inches on the north bay. Auger is sharpened, thermos is full. Who is in Saturday?',
    tags: ['icefishing', 'minnesota'],
  },
];

export const eventPosts: PlacedPost[] = [
  {
    at: 'cookout',
    by: 'demo_dad',
    text: 'Brisket goes on at 3am. If you hear someone cheering at the park at sunrise, that is me checking the bark.',
    tags: ['brisket', 'cookout'],
  },
  {
    at: 'cookout',
    by: 'grillmaster_marc',
    text: 'Thanks for having us! The kids have not stopped talking about the cornhole bracket.',
    tags: ['cornhole'],
  },
  {
    at: 'cookout',
    text: 'Who brought the jalapeno cornbread? I need the recipe and possibly a moment alone with it.',
    tags: ['food'],
  },
  {
    at: 'cleanup',
    by: 'trail_dad_matt',
    text: 'Final count: 4 bags of trash, 1 lost sock (not ours) and 12 tired, proud kids. Thank you all!',
    tags: ['trailcleanup'],
  },
  {
    at: 'oilchange',
    by: 'ryank_ohio',
    text: 'Great turnout. Remember: write down your mileage and the date on a sticker inside the door.',
    tags: ['carmaintenance'],
  },
  {
    at: 'openmic',
    by: 'pete_the_dad',
    text: 'What a night. Special award to Wes for the longest set-up to a fish pun in recorded history.',
    tags: ['dadjokes', 'openmic'],
  },
  {
    at: 'openmic',
    by: 'kyle_cheesehead',
    text: 'My kid heard my set through the door and asked me to please stop. Best review I got all night.',
    tags: ['dadjokes'],
  },
  {
    at: 'pancakes',
    by: 'demo_dad',
    text: 'We are full! If you cannot make it, let me know so someone else can grab your spot. Pancakes are on me.',
    tags: ['basketball', 'pancakes'],
  },
  {
    at: 'pancakes',
    by: 'jamal_hoops',
    text: 'Bringing the griddle. Someone please bring syrup that is not the store brand my twins water down.',
    tags: ['pancakes'],
  },
  {
    at: 'sleepama',
    by: 'aaron_slc',
    text: 'Drop your questions here ahead of time and we will work through as many as we can.',
    tags: ['sleeptraining', 'ama'],
  },
  {
    at: 'retro',
    by: 'victor_games',
    text: 'Controllers tested, snacks stocked. Lobby link goes live ten minutes before start.',
    tags: ['retrogaming'],
  },
];

export const channelPosts: PlacedPost[] = [
  {
    at: 'fixit',
    text: 'This week: fixing a running toilet in ten minutes with a two-dollar flapper. Your water bill will thank you.',
    tags: ['plumbing', 'diy'],
    categories: ['diy'],
  },
  {
    at: 'fixit',
    text: 'Why does my door stick in summer? Humidity, hinges and a screwdriver trick that fixes most of them.',
    tags: ['doors', 'diy'],
    categories: ['diy', 'yard'],
  },
  {
    at: 'smoke',
    text: 'Spritzing: yes, no, or only when you are bored? Here is what actually happens to the bark.',
    tags: ['bbq', 'brisket'],
    categories: ['food'],
  },
  {
    at: 'smoke',
    text: 'Members-only cook this Sunday: smoked chicken thighs with a cherry glaze. Shopping list inside.',
    tags: ['bbq', 'chicken'],
    categories: ['food'],
  },
  {
    at: 'jokes',
    text: 'Joke of the day: What do you call a belt made of watches? A waist of time.',
    tags: ['dadjokes'],
    categories: ['comedy'],
    type: 'dad_joke',
  },
  {
    at: 'jokes',
    text: 'Joke of the day: Why did the bicycle fall over? It was two tired.',
    tags: ['dadjokes'],
    categories: ['comedy'],
    type: 'dad_joke',
  },
  {
    at: 'money',
    text: 'The 50/30/20 budget, rewritten for families with kids in sports. Spoiler: the 30 is cleats.',
    tags: ['budgeting'],
    categories: ['finance'],
  },
  {
    at: 'trails',
    text: 'Five trails under three miles with a waterfall at the end. Perfect bribe for little hikers.',
    tags: ['hiking', 'kids'],
    categories: ['outdoors', 'photo'],
    image: 'post-hike',
  },
  {
    at: 'coach',
    text: 'Car ride home after a loss: say "I love watching you play" and then stop talking. Works every time.',
    tags: ['youthsports'],
    categories: ['sports', 'family'],
  },
  {
    at: 'calm',
    text: 'Two-minute reset for when everyone is yelling, including you: feet on the floor, three slow breaths, lower your voice.',
    tags: ['mentalhealth'],
    categories: ['health', 'family'],
  },
  {
    at: 'pixels',
    text: 'Handheld console showdown, rated for battery life, durability when dropped, and volume-limiting settings.',
    tags: ['techreviews', 'gaming'],
    categories: ['tech', 'gaming'],
  },
];

export const commentLines = {
  general: [
    'This is the content I signed up for.',
    'Ha! My house exactly.',
    'Love this. Fist bump from our crew!',
    'Saving this one.',
    'Respect.',
    'Okay, this made my morning.',
    'Legend.',
    'You are doing great, dad.',
    'Showing this to my wife right now.',
    'Same thing happened to us last week!',
    'We need a group meetup for this.',
    'Pure dad gold.',
    'Adding this to the list.',
    'This is why I love this community.',
    'Nailed it.',
    'Tell the kids they have a fan club.',
  ],
  question: [
    'We had the same problem. What worked for us was keeping it really simple and sticking to it for two weeks.',
    'Ask me again in a month, but so far a written checklist on the fridge has helped.',
    'Following, because I need this answer too.',
    'Honestly, my dad gave me the best advice on this: start small and be consistent.',
    'Sent you a message with what we did.',
    'We tried three things before one stuck. Do not give up after the first week!',
  ],
  joke: [
    'Groan. Take my fist bump anyway.',
    'I am stealing this for breakfast tomorrow.',
    'My kids will hate this. Perfect.',
    'Ba dum tss.',
    'I laughed and I am not proud of it.',
    'This is why we cannot have nice things.',
    'Filed under: jokes I will tell at every barbecue.',
  ],
};
