import {
  Bitcoin, BookOpen, Car, Cpu, Gamepad2, Gem, Hammer, HeartPulse, Image, Landmark, Laugh, Music, PiggyBank,
  Puzzle, Shovel, Trees, Trophy, Tv, Users, UtensilsCrossed, type LucideIcon,
} from 'lucide-react';
import type { CategoryId } from './categories';

/** The icon beside each category in the filter. */
export const CATEGORY_ICONS: Record<CategoryId, LucideIcon> = {
  diy: Hammer,
  sports: Trophy,
  food: UtensilsCrossed,
  outdoors: Trees,
  comedy: Laugh,
  cars: Car,
  gaming: Gamepad2,
  tech: Cpu,
  photo: Image,
  music: Music,
  finance: PiggyBank,
  politics: Landmark,
  crypto: Bitcoin,
  tv: Tv,
  collectibles: Gem,
  yard: Shovel,
  hobbies: Puzzle,
  history: BookOpen,
  family: Users,
  health: HeartPulse,
};
