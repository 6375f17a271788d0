import { NotFoundScreen } from './NotFoundScreen';

/** The 404 page as a signed-out visitor meets it: with a sign-in that returns to the address. */
export default function VisitorNotFoundScreen() {
  return <NotFoundScreen visitor />;
}
