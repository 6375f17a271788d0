/**
 * Ask a Dad questions with their answers, the dad jokes of the day and the stored news articles.
 */

export interface QuestionText {
  by: string;
  title: string;
  content: string;
  daysAgo: number;
  answers: [by: string, content: string][];
}

export const questions: QuestionText[] = [
  {
    by: 'demo_dad',
    daysAgo: 4,
    title: 'How do you stop bedtime turning into a negotiation?',
    content:
      'Our 6-year-old has turned bedtime into a hostage negotiation: one more story, one more water, one more hug. How do you hold the line without becoming the bad guy?',
    answers: [
      [
        'aaron_slc',
        'Dad of six here. Give a choice inside the rule: "Two stories, you pick which two." Kids fight rules less when they get to steer something.',
      ],
      [
        'derek_sahd',
        'We made a picture chart of the routine. When the chart is done, bedtime is done, and the chart is the bad guy, not me.',
      ],
      [
        'caleb_nashville',
        'No advice, just solidarity. Ours asked for one more hug eleven times last night. I counted.',
      ],
    ],
  },
  {
    by: 'tyler_future_dad',
    daysAgo: 9,
    title: "What goes in a dad's hospital bag?",
    content: 'Baby is due in 11 weeks and my wife says I need my own hospital bag. What do dads forget to pack?',
    answers: [
      ['jamal_hoops', 'Phone charger with a long cable, snacks, a hoodie (hospitals are cold) and a pillow from home.'],
      ['andrew_photos', 'Flip-flops for the shower and a spare shirt. Trust me on the shirt.'],
      ['aaron_slc', 'Cash for the vending machines, and have the car seat installed before you go. They check.'],
    ],
  },
  {
    by: 'samg_dad',
    daysAgo: 12,
    title: 'Screen time for toddlers: what is your rule?',
    content:
      'Our son is almost two. We said no screens, then a long flight happened. What rules actually work in real life?',
    answers: [
      [
        'kt_codes_dad',
        'We keep screens out of the bedroom and off during meals. Everything else is case by case, and that is okay.',
      ],
      ['victor_games', 'Watch with them when you can. Talking about the show turns it into something you do together.'],
      ['owen_paddles', 'Outside first, screens later. If the weather is terrible, all bets are off.'],
    ],
  },
  {
    by: 'jordan_tampa',
    daysAgo: 6,
    title: 'Dad-daughter activities that are not shopping?',
    content: 'My daughter is 10. Looking for regular things we can do together that she will still want to do at 14.',
    answers: [
      [
        'chris_surfs_sd',
        'Pick a skill neither of you has and learn it together. We chose surfing. She is better than me now.',
      ],
      ['seanomalley', 'Chess at a coffee shop every Sunday. She picks the shop, I buy the hot chocolate.'],
      ['demo_dad', 'Cooking night! She plans the menu, I do the dishes. We have had some very creative tacos.'],
    ],
  },
  {
    by: 'mike_rains_dad',
    daysAgo: 15,
    title: 'How do you talk to a teenager who only shrugs?',
    content: 'My 15-year-old answers every question with a shrug or "fine". How do you get real conversations going?',
    answers: [
      [
        'deshawn_coach',
        'Car rides. Side by side, no eye contact, nowhere to go. My best talks with my kids happened at red lights.',
      ],
      [
        'frank_pgh',
        'Ask about their world, not yours. What game, what song, what is funny right now. Then just listen.',
      ],
      ['isaac_reads', 'Late-night snacks. For some reason teenagers talk at 10pm over toast.'],
    ],
  },
  {
    by: 'josh_boise',
    daysAgo: 3,
    title: 'Twins: one crib or two at first?',
    content: 'Everyone has an opinion. What actually worked for you in the first few months?',
    answers: [
      [
        'jamal_hoops',
        'One crib for the first two months, they slept better together. Then two, once they started rolling.',
      ],
      [
        'aaron_slc',
        'Whatever gets everyone the most sleep is the right answer. Follow your pediatrician on safe-sleep rules.',
      ],
    ],
  },
  {
    by: 'ryank_ohio',
    daysAgo: 18,
    title: 'Is it worth doing my own brakes?',
    content:
      'Shop quoted $480 for pads and rotors on the minivan. I have a jack and a free Saturday. Talk me into or out of it.',
    answers: [
      [
        'gregs_garage',
        'Pads and rotors are a great first brake job. Take photos before you take anything apart and torque the lug nuts properly.',
      ],
      ['tom_toolbox', 'Did mine last spring. Saved about $300 and bought a torque wrench with the difference.'],
      ['hector_phx', 'Bleed the brakes only if you have to, and get a helper for it. Otherwise, go for it.'],
    ],
  },
  {
    by: 'luis_builds',
    daysAgo: 21,
    title: 'Connecting with teenage stepkids: where do you start?',
    content:
      'Married last year. The kids are 14 and 16 and polite, but distant. How did other stepdads build a real relationship?',
    answers: [
      ['hector_phx', 'Slowly. I did not try to be Dad, I tried to be reliable. Show up, every time. It adds up.'],
      [
        'eli_woodshop',
        'Find one shared project. For us it was building a birdhouse. It is easier to talk when your hands are busy.',
      ],
      ['tom_toolbox', 'Let them set the pace, and never speak badly about their other parent. They notice.'],
    ],
  },
  {
    by: 'isaac_reads',
    daysAgo: 8,
    title: 'Budget road trip ideas with one kid?',
    content:
      'Summer is coming and the budget is tight. Where have you gone that was cheap and fun for a kid and a single dad?',
    answers: [
      ['pat_sully', 'State parks with cabins. Cheap, outdoors, and the kids think it is a real adventure.'],
      ['tony_raleigh', 'Plan around free museum days and pack lunches. Gas and food are where the budget goes.'],
      ['demo_dad', 'Minor league baseball! Cheap seats, fireworks nights, and a mascot that will high-five your kid.'],
    ],
  },
  {
    by: 'leo_and_baby',
    daysAgo: 2,
    title: 'How did you survive the first week home?',
    content:
      'The baby arrives in a few months. Honest answers only: what was the first week at home like and what helped?',
    answers: [
      [
        'caleb_nashville',
        'Take shifts. One parent sleeps while the other is on duty. Sleep in 4-hour blocks felt like a luxury.',
      ],
      ['andrew_photos', 'Say yes to every meal anyone offers. Freeze what you cannot eat.'],
    ],
  },
];

export const dadJokes = [
  "I'm reading a book about anti-gravity. It's impossible to put down.",
  'Why did the scarecrow win an award? Because he was outstanding in his field.',
  'What do you call a fake noodle? An impasta.',
  'Why do melons have weddings? Because they cantaloupe.',
  'What do you call a factory that makes okay products? A satisfactory.',
  'Did you hear about the restaurant on the moon? Great food, no atmosphere.',
  'Why did the bicycle fall over? Because it was two tired.',
  "I only know 25 letters of the alphabet. I don't know y.",
  'What do you call a fish wearing a bowtie? Sofishticated.',
  'I used to hate facial hair, but then it grew on me.',
  'Why do seagulls fly over the ocean? Because if they flew over the bay, they would be bagels.',
  'How do you make a tissue dance? You put a little boogie in it.',
  'What does a baby computer call its father? Data.',
  "Why couldn't the leopard play hide and seek? Because he was always spotted.",
  'What did the ocean say to the beach? Nothing, it just waved.',
];

export interface NewsText {
  title: string;
  description: string;
  slug: string;
  sourceName: string;
  hoursAgo: number;
  topics: string[];
}

export const newsArticles: NewsText[] = [
  {
    title: 'Five backyard barbecue mistakes (and how to fix them)',
    description:
      'From lighting the coals to resting the meat, pitmasters share the small changes that make a big difference.',
    slug: 'backyard-bbq-mistakes',
    sourceName: 'Backyard Kitchen Weekly',
    hoursAgo: 5,
    topics: ['Cooking', 'Food'],
  },
  {
    title: 'Longhorns announce new youth football camp dates',
    description: 'Registration opens next week for the summer camp series, with sessions for ages 7 to 14.',
    slug: 'longhorns-youth-camp',
    sourceName: 'Hill Country Sports Desk',
    hoursAgo: 11,
    topics: ['Sports', 'Texas Longhorns'],
  },
  {
    title: 'Study: kids who help in the kitchen eat more vegetables',
    description:
      'Researchers found that children who help cook are more willing to try new foods, even the green ones.',
    slug: 'kids-kitchen-vegetables',
    sourceName: 'Family Health Review',
    hoursAgo: 20,
    topics: ['Parenting', 'Health & Wellness', 'Cooking'],
  },
  {
    title: 'Broncos open training camp with a focus on the young secondary',
    description: 'Coaches say competition for starting roles is the most open it has been in years.',
    slug: 'broncos-training-camp',
    sourceName: 'Mile High Sports Report',
    hoursAgo: 26,
    topics: ['Sports', 'Denver Broncos'],
  },
  {
    title: 'The family budget app roundup',
    description: 'We tested six budgeting apps with real families. Here is which one survived a month of soccer fees.',
    slug: 'family-budget-apps',
    sourceName: 'Household Money',
    hoursAgo: 33,
    topics: ['Finance', 'Technology'],
  },
  {
    title: "Cubs' summer reading program hits a home run",
    description: 'Young readers can earn ballpark tickets by logging books this summer at participating libraries.',
    slug: 'cubs-reading-program',
    sourceName: 'Lakefront Sports Daily',
    hoursAgo: 41,
    topics: ['Sports', 'Chicago Cubs', 'Reading'],
  },
  {
    title: 'Weekend project: a raised garden bed in an afternoon',
    description: 'A simple cedar design with a cut list, tool list and tips for building it with kids.',
    slug: 'raised-garden-bed',
    sourceName: 'Workshop Journal',
    hoursAgo: 52,
    topics: ['DIY', 'Home & Garden', 'Woodworking'],
  },
  {
    title: 'Best family-friendly hiking trails for spring',
    description: 'Short loops, waterfalls and picnic spots that keep little legs happy.',
    slug: 'family-hiking-spring',
    sourceName: 'Trailhead Magazine',
    hoursAgo: 70,
    topics: ['Outdoor Activities', 'Travel', 'Fitness'],
  },
  {
    title: 'Retro consoles are back: what parents should know',
    description: 'Mini classic consoles are popular gifts again. We look at price, games and parental controls.',
    slug: 'retro-consoles-parents',
    sourceName: 'Pixel Parent',
    hoursAgo: 90,
    topics: ['Gaming', 'Technology'],
  },
];
