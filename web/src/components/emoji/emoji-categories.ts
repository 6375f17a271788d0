/** The composer's emoji picker: exactly these five categories, 24 emoji each. */

export const EMOJI_CATEGORIES = [
  {
    name: 'Smileys & People',
    emoji: ['😀', '😃', '😄', '😁', '😆', '😅', '😂', '🤣', '😊', '😇', '🙂', '😉', '😍', '😎', '🤓', '🤔', '😴', '😬', '🙄', '😤', '🥳', '👍', '👊', '🙌'],
  },
  {
    name: 'Animals & Nature',
    emoji: ['🐶', '🐱', '🐭', '🐰', '🦊', '🐻', '🐼', '🐨', '🐯', '🦁', '🐮', '🐷', '🐸', '🐵', '🐔', '🐧', '🐦', '🦆', '🦅', '🐟', '🌲', '🌻', '🌈', '☀️'],
  },
  {
    name: 'Food & Drink',
    emoji: ['🍔', '🍕', '🌭', '🥓', '🥩', '🍗', '🌮', '🌯', '🥪', '🍟', '🥞', '🧇', '🍳', '🥗', '🍝', '🍩', '🍪', '🎂', '🍎', '🍉', '☕', '🍺', '🥤', '🧃'],
  },
  {
    name: 'Activities',
    emoji: ['⚽', '🏀', '🏈', '⚾', '🎾', '🏐', '🏉', '🎱', '🏓', '🏒', '⛳', '🎣', '🏕️', '🚴', '🏊', '🏋️', '🎮', '🎲', '🧩', '🎯', '🎳', '🎸', '🎬', '🏆'],
  },
  {
    name: 'Objects',
    emoji: ['🔨', '🔧', '🪛', '🪚', '🧰', '🔦', '💡', '🔋', '📱', '💻', '📷', '📺', '⏰', '🎁', '🎈', '📚', '✏️', '📌', '🔑', '🚗', '🛻', '🏠', '🧯', '🪴'],
  },
] as const;

export type EmojiCategoryName = (typeof EMOJI_CATEGORIES)[number]['name'];
