import { matchPath } from '../../router/match';

interface UpcomingPage {
  title: string;
  description: string;
}

const pages: Array<[string, UpcomingPage]> = [
  ['/', { title: 'Dashboard', description: 'Your Dadfeed, groups, events and news in one place.' }],
  ['/home', { title: 'Dashboard', description: 'Your Dadfeed, groups, events and news in one place.' }],
  ['/events', { title: 'Events', description: 'Meetups, cookouts and virtual hangouts.' }],
  ['/events/create', { title: 'Create Event', description: 'Plan an event, in person or virtual.' }],
  ['/events/:id', { title: 'Event', description: 'Details, attendees, photos and discussion.' }],
  ['/posts/:id', { title: 'Post', description: 'A post from the Dadfeed, with its comments.' }],
];

export function upcomingPage(pathname: string): UpcomingPage {
  for (const [pattern, page] of pages) if (matchPath(pattern, pathname)) return page;
  return { title: __PRODUCT_NAME__, description: '' };
}
