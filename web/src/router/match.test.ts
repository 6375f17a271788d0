import { describe, expect, it } from 'vitest';
import { findRoute, matchPath } from './match';

describe('matchPath', () => {
  it('matches static paths exactly, forgiving a trailing slash', () => {
    expect(matchPath('/groups', '/groups')).toEqual({});
    expect(matchPath('/groups', '/groups/')).toEqual({});
    expect(matchPath('/groups', '/groups/1')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/home')).toBeNull();
  });

  it('captures and decodes parameters', () => {
    expect(matchPath('/groups/:id', '/groups/abc')).toEqual({ id: 'abc' });
    expect(matchPath('/profile/:id', '/profile/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/channels/:id', '/channels/1/edit')).toBeNull();
  });

  it('keeps a malformed escape as typed', () => {
    expect(matchPath('/events/:id', '/events/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });
});

describe('findRoute', () => {
  const routes = [{ path: '/events/create' }, { path: '/events/:id' }];
  it('takes the first matching route in table order', () => {
    expect(findRoute(routes, '/events/create')?.route.path).toBe('/events/create');
    expect(findRoute(routes, '/events/42')).toEqual({ route: routes[1], params: { id: '42' } });
    expect(findRoute(routes, '/nope')).toBeNull();
  });
});
