/**
 * The /events distance filter: applied in the browser by text matching on the event's
 * location against the viewer's own location ("City, ST", "City, State" or "City, Region, Country"). Text names
 * places, not distances, so the three radius filters (10, 25, 50 miles) all mean "in the viewer's city"; same
 * state and same country widen from there. A virtual event is nowhere: only 'Any distance' lists it.
 */

export const DISTANCE_FILTERS = [
  { id: 'all', label: 'Any distance' },
  { id: 'nearby', label: 'Nearby (10 miles)' },
  { id: 'local', label: 'Local (25 miles)' },
  { id: 'regional', label: 'Regional (50 miles)' },
  { id: 'state', label: 'Same state' },
  { id: 'country', label: 'Same country' },
] as const;

export type DistanceFilterId = (typeof DISTANCE_FILTERS)[number]['id'];

const US_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const US_NAMES = ['United States of America', 'United States', 'USA', 'U.S.A.', 'US', 'U.S.', 'America'];

/** A place named in a text: by a phrase (any case, whole words) or by a capitalised code ('TX', never 'in'). */
interface PlaceName {
  phrases: string[];
  code?: string;
}

interface ViewerPlace {
  city: PlaceName | null;
  state: PlaceName | null;
  country: PlaceName | null;
  /** Every state of the viewer's country we know (the US), for "same country". */
  countryStates: PlaceName[];
}

const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

function names(text: string, place: PlaceName): boolean {
  const spaced = normalize(text);
  if (place.phrases.some((phrase) => normalize(phrase).trim() !== '' && spaced.includes(normalize(phrase))))
    return true;
  return place.code !== undefined && new RegExp(`(^|[^A-Za-z])${place.code}([^A-Za-z]|$)`).test(text);
}

const usState = ([code, name]: readonly [string, string]): PlaceName => ({ phrases: [name], code });

function findUsState(part: string): PlaceName | null {
  const wanted = part.trim().toLowerCase();
  const found = US_STATES.find(([code, name]) => code.toLowerCase() === wanted || name.toLowerCase() === wanted);
  return found ? usState(found) : null;
}

const isUs = (part: string) => US_NAMES.some((name) => name.toLowerCase() === part.trim().toLowerCase());
const UNITED_STATES: PlaceName = { phrases: ['United States', 'USA'], code: 'US' };

/** Reads the viewer's location: the first part is the city, then a state or region, then a country. */
export function viewerPlace(location: string | null | undefined): ViewerPlace | null {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  const [cityText, regionText, ...rest] = parts;
  const city = { phrases: [cityText!] };
  if (regionText === undefined) return { city, state: null, country: null, countryStates: [] };
  const countryText = rest.at(-1);
  const usRegion = findUsState(regionText);
  if (usRegion || (countryText !== undefined && isUs(countryText))) {
    return {
      city,
      state: usRegion ?? { phrases: [regionText] },
      country: UNITED_STATES,
      countryStates: US_STATES.map(usState),
    };
  }
  if (countryText === undefined) {
    // "London, UK": the second part is the country itself.
    return isUs(regionText)
      ? { city, state: null, country: UNITED_STATES, countryStates: US_STATES.map(usState) }
      : { city, state: null, country: { phrases: [regionText] }, countryStates: [] };
  }
  return { city, state: { phrases: [regionText] }, country: { phrases: [countryText] }, countryStates: [] };
}

/** Some other US state than the viewer's is named ("Austin, MN" is not the viewer's Austin, TX). */
function namesAnotherState(text: string, place: ViewerPlace): boolean {
  return place.countryStates.some((state) => state.code !== place.state?.code && names(text, state));
}

export interface LocatedEvent {
  location: string;
  isVirtual: boolean;
}

/** Whether the event passes the distance filter for a viewer living at `viewerLocation`. */
export function matchesDistance(
  event: LocatedEvent,
  filter: DistanceFilterId,
  viewerLocation: string | null | undefined,
): boolean {
  if (filter === 'all') return true;
  // Online is no distance away: 'Nearby (10 miles)' listing a video call would be wrong.
  if (event.isVirtual) return false;
  const place = viewerPlace(viewerLocation);
  // Without a location of his own there is nothing to compare with.
  if (!place) return true;
  const text = event.location;
  if (text.trim() === '') return false;
  const sameCity = place.city !== null && names(text, place.city) && !namesAnotherState(text, place);
  if (filter === 'nearby' || filter === 'local' || filter === 'regional') return sameCity;
  const sameState = sameCity || (place.state !== null && names(text, place.state));
  if (filter === 'state') return sameState;
  return (
    sameState ||
    (place.country !== null && names(text, place.country)) ||
    place.countryStates.some((state) => names(text, state))
  );
}
