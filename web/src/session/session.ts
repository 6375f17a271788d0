/**
 * Who is signed in, asked once at start (GET /api/auth/user). A member is signed in when a user came back;
 * a 401 means a visitor. Anything else (server down) is an error the app shows as such. An offline start (the
 * service worker's cached page) asks once the network is back, and the offline notice says so meanwhile.
 */
import { api, ApiError } from '../api/client';
import { networkBack } from '../offline/online';
import { rememberSignedInMember, type SessionUser } from './signed-in';

export type { SessionUser };

export type Session = { state: 'visitor' } | { state: 'member'; user: SessionUser };

const RETRIES_ON_OTHER_ERRORS = 2;

export async function loadSession(): Promise<Session> {
  for (let attempt = 0; ; attempt++) {
    await networkBack();
    try {
      const user = await api<SessionUser>('/api/auth/user', { allowUnauthorized: true });
      rememberSignedInMember(user);
      return { state: 'member', user };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { state: 'visitor' };
      if (attempt >= RETRIES_ON_OTHER_ERRORS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * 2 ** attempt));
    }
  }
}
