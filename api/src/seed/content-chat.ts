/**
 * Conversations in the inbox. Each script lists its members (the first started it), when its last message
 * was sent, and who has not read the last few messages yet.
 */
import type { SceneName } from './gallery.js';

export interface ChatLine {
  from: number;
  text: string;
  edited?: boolean;
  image?: SceneName;
  file?: { name: string; text: string };
}

export interface ChatScript {
  members: string[];
  title?: string;
  lastHoursAgo: number;
  /** username -> how many of the last messages they have not read */
  unread?: Record<string, number>;
  lines: ChatLine[];
}

const l = (from: number, text: string, extra: Omit<ChatLine, 'from' | 'text'> = {}): ChatLine => ({
  from,
  text,
  ...extra,
});

const prepCartPlans = `Smoker prep cart - cut list
2x 2x4 @ 34" (legs, front)
2x 2x4 @ 36" (legs, back, handle height)
4x 2x4 @ 30" (rails)
6x 5/4 deck boards @ 32" (top and shelf)
4x 3" locking casters
Sand everything. Seal the top. Measure twice.
- Luis`;

export const chatScripts: ChatScript[] = [
  {
    members: ['demo_dad', 'grillmaster_marc'],
    lastHoursAgo: 0.5,
    unread: { demo_dad: 2 },
    lines: [
      l(0, 'Marc, what temp are you running the smoker at for Saturday?'),
      l(1, '250 until the stall, then wrap in butcher paper. Do not even think about foil.'),
      l(0, 'Foil is for leftovers. I know the rules.'),
      l(1, 'Good man. Check out the new firebox door.', { image: 'chat-smoker' }),
      l(0, 'That is beautiful. Did you weld that yourself?'),
      l(1, 'Luis did. I supervised. Supervising is a skill.'),
      l(1, 'Also: bringing two briskets. One for the crew, one for me.'),
      l(1, 'Kidding. Mostly.'),
    ],
  },
  {
    members: ['jamal_hoops', 'demo_dad'],
    lastHoursAgo: 20,
    lines: [
      l(0, 'We have 10 for Sunday. Full squad.'),
      l(1, "Let's go! I'll bring the pancake mix."),
      l(0, 'Twins want to keep score again. Fair warning, they are very biased.'),
      l(1, 'Biased toward me, I hope.'),
      l(0, 'Toward whoever brings the syrup.', { edited: true }),
      l(1, 'Noted. Bribery budget increased.'),
    ],
  },
  {
    members: ['kt_codes_dad', 'demo_dad'],
    lastHoursAgo: 3,
    unread: { demo_dad: 1 },
    lines: [
      l(0, 'Did you see the invite for the coffee meetup today?'),
      l(1, "Yep, I'll try to swing by after drop-off."),
      l(0, "Bring the little one if you want, there's a play corner."),
      l(0, 'Also, I fixed your router thing. You owe me a rib.'),
    ],
  },
  {
    members: ['demo_dad', 'luis_builds'],
    lastHoursAgo: 50,
    lines: [
      l(0, 'Those plans for the smoker prep cart, still got them?'),
      l(1, 'Right here. Cut list is in the file.', { file: { name: 'prep-cart-plans.txt', text: prepCartPlans } }),
      l(0, "You're a legend. Hardware store run this weekend."),
      l(1, 'Measure twice. You know the rest.'),
      l(0, 'Cut once, cry twice?', { edited: true }),
      l(1, "That's the one."),
    ],
  },
  {
    members: ['jamal_hoops', 'demo_dad', 'grillmaster_marc', 'kt_codes_dad', 'luis_builds'],
    title: 'Sunday Hoops Crew',
    lastHoursAgo: 1.5,
    unread: { demo_dad: 3, kt_codes_dad: 1 },
    lines: [
      l(0, "Court's confirmed for 8."),
      l(2, "I'll be there at 8:15. Dad time."),
      l(3, 'Bringing the good ball this time, not the one the dog chewed.'),
      l(1, 'I have the pancake griddle covered.'),
      l(0, 'Shirts vs skins is cancelled forever. Everyone bring a dark shirt.'),
      l(4, 'Thank you for your service.'),
      l(2, 'Can confirm, we all thank you.'),
    ],
  },
  {
    members: ['demo_dad', 'grillmaster_marc', 'bryce_kc_bbq', 'nate_bbq_chi'],
    title: 'Cookout Planning',
    lastHoursAgo: 190,
    lines: [
      l(0, 'Thanks again for coming out, everyone. Same time next month?'),
      l(3, 'Only if Bryce brings the burnt ends again.'),
      l(2, 'Already planning. Kansas City style, no apologies.'),
      l(1, "I'll handle the brisket. Danny, you're on sides."),
      l(0, "Sides? I'm the host!", { edited: true }),
      l(1, 'Exactly. Host duties include potato salad.'),
    ],
  },
  {
    members: ['trail_dad_matt', 'carlos_camps'],
    lastHoursAgo: 30,
    lines: [
      l(0, 'Gear swap flyer is done. Can you print 20?'),
      l(1, 'On it. Campfire clip art or the mountain?'),
      l(0, 'Mountain. The campfire looked like a burning taco.'),
      l(1, 'Fair.'),
    ],
  },
  {
    members: ['derek_sahd', 'owen_paddles'],
    lastHoursAgo: 6,
    unread: { owen_paddles: 1 },
    lines: [
      l(0, 'How do you get three kids out the door before 9?'),
      l(1, 'Shoes on the night before. Snacks in the car. Lower expectations.'),
      l(0, 'Revolutionary.'),
      l(0, 'Tried it. Made it out by 9:04. Progress!'),
    ],
  },
  {
    members: ['pete_the_dad', 'kyle_cheesehead'],
    lastHoursAgo: 72,
    lines: [
      l(0, 'Got a new one for the next open mic.'),
      l(1, 'Hit me.'),
      l(0, 'What do you call a fake noodle? An impasta.'),
      l(1, 'I am reporting you to the authorities.', { edited: true }),
    ],
  },
  {
    members: ['bigben_columbus', 'gregs_garage', 'wes_fishes', 'frank_pgh'],
    title: 'Granddads Table',
    lastHoursAgo: 12,
    unread: { frank_pgh: 2 },
    lines: [
      l(0, 'The grandkids taught me to send stickers today. Here is a thumbs up in words: thumbs up.'),
      l(1, 'Progress, Ben.'),
      l(3, "Who's bringing pierogi to the reunion? Oh right, me."),
      l(2, 'Caught a bass this big. Imagine my hands far apart.'),
      l(0, 'Wes, we have talked about the hands.'),
    ],
  },
  {
    members: ['tony_raleigh', 'dan_omaha'],
    lastHoursAgo: 100,
    lines: [
      l(0, 'Want to co-host the braces budgeting session?'),
      l(1, 'Only if I get a slide on orthodontist payment plans.'),
      l(0, 'You had me at slide.'),
    ],
  },
];
