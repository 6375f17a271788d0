/**
 * The minimal, real page for a route whose screen a later milestone builds: its title, what it will hold,
 * and a way back to the dashboard. No route in the member table 404s meanwhile.
 */
import { Construction } from 'lucide-react';
import { buttonClasses } from '../../components/Button';
import { useLocation } from '../../router/history';
import { Link } from '../../router/Link';
import { upcomingPage } from './upcoming-pages';

export default function ComingTogetherScreen() {
  const { pathname } = useLocation();
  const page = upcomingPage(pathname);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{page.title}</h1>
      <p className="mt-2 text-stone-600">{page.description}</p>
      <div className="mt-8 flex items-start gap-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6">
        <Construction className="size-8 shrink-0 text-brand-700" aria-hidden />
        <div>
          <h2 className="font-semibold text-stone-900">Coming together</h2>
          <p className="mt-1 text-sm text-stone-600">
            This part of {__PRODUCT_NAME__} is being built right now. Check back soon.
          </p>
          <Link to="/home" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
            Back to the dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
