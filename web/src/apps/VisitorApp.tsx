/**
 * A signed-out visitor's app: the landing page, the static pages and a mail's unsubscribe link, nothing else.
 */
import { Spinner } from '../components/Spinner';
import { PlainRouter } from '../router/PlainRouter';
import { route } from '../router/routes';
import VisitorNotFoundScreen from '../screens/NotFound/VisitorNotFoundScreen';

const visitorRoutes = [
  route('/', () => import('../screens/Landing/LandingScreen')),
  route('/about', () => import('../screens/Legal/AboutScreen')),
  route('/terms', () => import('../screens/Legal/TermsScreen')),
  route('/privacy', () => import('../screens/Legal/PrivacyScreen')),
  route('/unsubscribe', () => import('../screens/Unsubscribe/VisitorUnsubscribeScreen')),
];

export default function VisitorApp() {
  return <PlainRouter routes={visitorRoutes} notFound={VisitorNotFoundScreen} fallback={<Spinner />} />;
}
