import { ArrowLeft, Compass, LogIn } from 'lucide-react';
import { PRODUCT_NAME } from '../../product';
import { useLocation } from '../../router/history';
import { Link } from '../../router/Link';
import { MainLandmark } from '../../components/MainLandmark';

interface Props {
  /**
   * A signed-out visitor: most paths are members' pages (a footer link, a shared post), so the page also offers
   * to sign in, and sign-in returns to this address.
   */
  visitor?: boolean;
}

/** Any path the router does not know: signed in or not, the way back is home. */
export function NotFoundScreen({ visitor = false }: Props) {
  const { pathname, search } = useLocation();
  return (
    <MainLandmark className="grid min-h-[60dvh] flex-1 place-items-center px-4 py-16 text-center sm:px-6">
      <title>{`Page Not Found · ${PRODUCT_NAME}`}</title>
      <div className="max-w-md">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-brand-100 text-brand-700 ring-1 ring-brand-200">
          <Compass className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wider text-brand-800 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Page Not Found</h1>
        <p className="mt-4 text-lg text-stone-600">Did you forget to add the page to the router?</p>
        {visitor && (
          <p className="mt-3 text-stone-600">
            Many pages of {PRODUCT_NAME} are for members only. Sign in and we will bring you right back here.
          </p>
        )}
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {visitor && (
            // A full-page navigation: sign-in is served by the API, not the app.
            <a
              href={`/api/login?returnTo=${encodeURIComponent(`${pathname}${search}`)}`}
              className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm shadow-brand-900/20 transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <LogIn className="size-4" aria-hidden="true" />
              Sign in
            </a>
          )}
          <Link
            to="/"
            className={
              visitor
                ? 'inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-stone-700 ring-1 ring-stone-300 transition-colors hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
                : 'inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm shadow-brand-900/20 transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
            }
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to home
          </Link>
        </div>
      </div>
    </MainLandmark>
  );
}

export default NotFoundScreen;
