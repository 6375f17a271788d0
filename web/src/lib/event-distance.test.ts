import { describe, expect, it } from 'vitest';
import { DISTANCE_FILTERS, matchesDistance, viewerPlace, type DistanceFilterId } from './event-distance';

const inPerson = (location: string) => ({ location, isVirtual: false });
const passing = (location: string, viewer = 'Austin, TX') =>
  DISTANCE_FILTERS.map((filter) => filter.id).filter((filter) => matchesDistance(inPerson(location), filter, viewer));

describe('the distance filter', () => {
  it('offers its six choices', () => {
    expect(DISTANCE_FILTERS.map((filter) => filter.id)).toEqual([
      'all',
      'nearby',
      'local',
      'regional',
      'state',
      'country',
    ]);
  });

  it('reads the viewer’s own city in the event’s location as nearby, local and regional', () => {
    expect(passing('Zilker Park, Austin, TX')).toEqual(['all', 'nearby', 'local', 'regional', 'state', 'country']);
    expect(passing('austin')).toEqual(['all', 'nearby', 'local', 'regional', 'state', 'country']);
    expect(passing('Mueller Park, Austin, Texas')).toEqual(['all', 'nearby', 'local', 'regional', 'state', 'country']);
  });

  it('takes a city of the same name in another state for another place', () => {
    expect(passing('Austin, MN')).toEqual(['all', 'country']);
    expect(passing('Portland, ME', 'Portland, OR')).toEqual(['all', 'country']);
  });

  it('widens to the state by its code or its name, and to the country by any of its states', () => {
    expect(passing('Houston, TX')).toEqual(['all', 'state', 'country']);
    expect(passing('Hill Country, Texas')).toEqual(['all', 'state', 'country']);
    expect(passing('Denver, CO')).toEqual(['all', 'country']);
    expect(passing('Somewhere, USA')).toEqual(['all', 'country']);
    expect(passing('Toronto, Ontario, Canada')).toEqual(['all']);
  });

  it('does not take common words for state codes', () => {
    expect(passing('Meet in the park by the lake')).toEqual(['all']);
  });

  it('reads a viewer abroad: city, region, country or city, country', () => {
    expect(passing('Camden, London, UK', 'London, UK')).toEqual([
      'all',
      'nearby',
      'local',
      'regional',
      'state',
      'country',
    ]);
    expect(passing('Leeds, UK', 'London, UK')).toEqual(['all', 'country']);
    expect(passing('Ottawa, Ontario, Canada', 'Toronto, Ontario, Canada')).toEqual(['all', 'state', 'country']);
    expect(passing('Vancouver, BC, Canada', 'Toronto, Ontario, Canada')).toEqual(['all', 'country']);
  });

  it('lists virtual events under any distance only, and keeps nothing without a place under a distance', () => {
    for (const filter of DISTANCE_FILTERS.map((f) => f.id) as DistanceFilterId[]) {
      expect(matchesDistance({ location: 'Online', isVirtual: true }, filter, 'Austin, TX')).toBe(filter === 'all');
      expect(matchesDistance({ location: 'Austin, TX', isVirtual: true }, filter, null)).toBe(filter === 'all');
    }
    expect(matchesDistance(inPerson(''), 'nearby', 'Austin, TX')).toBe(false);
    expect(matchesDistance(inPerson(''), 'all', 'Austin, TX')).toBe(true);
  });

  it('lets everything through for a viewer without a location', () => {
    expect(viewerPlace('  ')).toBeNull();
    expect(matchesDistance(inPerson('Denver, CO'), 'nearby', null)).toBe(true);
  });
});
