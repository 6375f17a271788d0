/**
 * The GraphQL fields that run full-text or trigram lookups, each as an operation that asks for it alone (ids
 * only, the largest page), and the words each is timed with: a common word, a short prefix, a name with a
 * typo, and a word nothing holds (ranked lookups are slowest when much matches, filters when nothing does).
 */
export interface Lookup {
  name: string;
  query: string;
}

export const SEARCH_WORDS = ['dad', 'gr', 'Micheal', 'zqxwv'];

const page = '{ edges { node { id } } }';
const counted = '{ totalCount edges { node { id } } }';

export const LOOKUPS: Lookup[] = [
  { name: 'search: users', query: 'query($q: String!) { search(query: $q, first: 20) { users { id } } }' },
  { name: 'search: posts', query: 'query($q: String!) { search(query: $q, first: 20) { posts { id } } }' },
  { name: 'search: groups', query: 'query($q: String!) { search(query: $q, first: 20) { groups { id } } }' },
  { name: 'search: events', query: 'query($q: String!) { search(query: $q, first: 20) { events { id } } }' },
  {
    name: 'search: all four',
    query:
      'query($q: String!) { search(query: $q, first: 20) { users { id } posts { id } groups { id } events { id } } }',
  },
  {
    name: 'memberSearch (with totalCount)',
    query: `query($q: String!) { memberSearch(query: $q, first: 50) ${counted} }`,
  },
  { name: 'channels(search:)', query: `query($q: String!) { channels(search: $q, first: 50) ${page} }` },
  {
    name: 'channels(search:) with totalCount',
    query: `query($q: String!) { channels(search: $q, first: 50) ${counted} }`,
  },
  { name: 'events(search:)', query: `query($q: String!) { events(search: $q, first: 100) ${page} }` },
  {
    name: 'events(search:) with totalCount',
    query: `query($q: String!) { events(search: $q, first: 100) ${counted} }`,
  },
  { name: 'groups(search:)', query: `query($q: String!) { groups(search: $q, first: 100) ${page} }` },
  {
    name: 'groups(search:) with totalCount',
    query: `query($q: String!) { groups(search: $q, first: 100) ${counted} }`,
  },
  { name: 'mentionSuggestions', query: 'query($q: String!) { mentionSuggestions(query: $q, first: 8) { id } }' },
  { name: 'questions(search:)', query: `query($q: String!) { questions(search: $q, first: 50) ${page} }` },
  {
    name: 'questions(search:) with totalCount',
    query: `query($q: String!) { questions(search: $q, first: 50) ${counted} }`,
  },
];
