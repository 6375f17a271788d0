/**
 * Every picture the demo uses, by name. A fixed catalogue keeps the upload count moderate (rendering and
 * storing each one costs time) while most things that can have a picture get one.
 */
import { avatarSpec, sceneSpec, type ImageSpec } from './images.js';
import type { MotifName } from './motifs.js';
import type { PlannedMember } from './profiles.js';

type Scene = [motif: MotifName, palette: number, width: number, height: number, title?: string];

const POST: [number, number] = [800, 600];
const SQUARE: [number, number] = [400, 400];
const GROUP_BANNER: [number, number] = [1200, 300];
const CHANNEL_BANNER: [number, number] = [1200, 400];

const scenes = {
  'post-brisket': ['grill', 0, ...POST],
  'post-hike': ['mountains', 1, ...POST],
  'post-fishing': ['lake', 3, ...POST],
  'post-pancakes': ['pancakes', 0, ...POST],
  'post-minivan': ['minivan', 4, ...POST],
  'post-birdhouse': ['birdhouse', 1, ...POST],
  'post-tent': ['tent', 5, ...POST],
  'post-hoops': ['hoops', 1, ...POST],
  'post-guitar': ['guitar', 2, ...POST],
  'group-bbq': ['grill', 4, ...SQUARE],
  'group-bbq-banner': ['grill', 4, ...GROUP_BANNER],
  'group-trail': ['mountains', 3, ...SQUARE],
  'group-trail-banner': ['mountains', 3, ...GROUP_BANNER],
  'group-hoops': ['hoops', 0, ...SQUARE],
  'group-hoops-banner': ['hoops', 0, ...GROUP_BANNER],
  'group-minivan': ['minivan', 1, ...SQUARE],
  'group-minivan-banner': ['minivan', 1, ...GROUP_BANNER],
  'group-gaming': ['controller', 5, ...SQUARE],
  'group-gaming-banner': ['controller', 5, ...GROUP_BANNER],
  'event-pancakes': ['pancakes', 1, ...SQUARE],
  'event-pancakes-banner': ['hoops', 2, ...GROUP_BANNER],
  'event-birdhouse': ['birdhouse', 0, ...SQUARE],
  'event-birdhouse-banner': ['birdhouse', 3, ...GROUP_BANNER],
  'event-fishing': ['lake', 1, ...SQUARE],
  'event-fishing-banner': ['lake', 2, ...GROUP_BANNER],
  'photo-smoker': ['grill', 1, ...POST],
  'photo-cornhole': ['diamond', 0, ...POST],
  'photo-trail': ['mountains', 0, ...POST],
  'photo-summit': ['mountains', 2, ...POST],
  'photo-garage': ['minivan', 3, ...POST],
  'channel-fixit': ['minivan', 4, ...SQUARE],
  'channel-fixit-banner': ['birdhouse', 4, ...CHANNEL_BANNER, 'Fix it. Film it. Explain it.'],
  'channel-bbq': ['grill', 2, ...SQUARE],
  'channel-bbq-banner': ['grill', 2, ...CHANNEL_BANNER, 'Low and slow, every Sunday'],
  'channel-trail': ['tent', 3, ...SQUARE],
  'channel-trail-banner': ['mountains', 1, ...CHANNEL_BANNER, 'Little legs, big trails'],
  'chat-smoker': ['grill', 5, ...POST],
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof scenes;

export function avatarName(username: string): string {
  return `avatar-${username}`;
}

export function imageSpecs(members: readonly PlannedMember[]): ImageSpec[] {
  const avatars = members
    .filter((m) => m.hasAvatar)
    .map((m, i) => avatarSpec(avatarName(m.person.username), m.initials, i * 5));
  const pictures = Object.entries(scenes).map(([name, [motif, palette, width, height, title]]: [string, Scene]) =>
    sceneSpec(name, motif, palette, width, height, title),
  );
  return [...avatars, ...pictures];
}
