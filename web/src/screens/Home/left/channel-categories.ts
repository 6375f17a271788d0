/** Labels for the 20 channel categories (GraphQL enum names; /api spells them with dashes). */
const labels: Record<string, string> = {
  fix_it_tips: 'Fix-It Tips',
  sports_analysis: 'Sports Analysis',
  parenting_advice: 'Parenting Advice',
  cooking_bbq: 'Cooking & BBQ',
  home_improvement: 'Home Improvement',
  car_maintenance: 'Car Maintenance',
  tech_reviews: 'Tech Reviews',
  fitness_health: 'Fitness & Health',
  dad_jokes: 'Dad Jokes',
  financial_advice: 'Financial Advice',
  outdoor_activities: 'Outdoor Activities',
  education_tutoring: 'Education & Tutoring',
  insights_mentoring: 'Insights & Mentoring',
  gaming: 'Gaming',
  music_instruments: 'Music & Instruments',
  photography: 'Photography',
  travel_family: 'Family Travel',
  business_career: 'Business & Career',
  mental_health: 'Mental Health',
  arts_crafts: 'Arts & Crafts',
};

export function channelCategoryLabel(category: string): string {
  return labels[category] ?? category.replaceAll(/[_-]/g, ' ');
}
