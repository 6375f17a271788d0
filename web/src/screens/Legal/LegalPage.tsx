import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Footer } from '../../components/Footer';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import { EFFECTIVE_DATE } from './legalFacts';
import { MainLandmark } from '../../components/MainLandmark';

interface Props {
  title: string;
  /** Terms and privacy carry their effective date under the title. */
  showEffectiveDate?: boolean;
  lead: ReactNode;
  children: ReactNode;
}

// Readable prose without a typography plugin: the page's content is plain <p>, <ul>, <a> and <strong>.
const prose =
  'mt-10 space-y-10 leading-7 text-stone-700 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900 [&_li]:pl-1 [&_li]:marker:text-brand-700 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5';

/**
 * The layout of the static pages (about, terms, privacy): title, prose and the shared footer. No top bar of
 * its own, since members see these pages inside the app's layout and visitors without one.
 */
export function LegalPage({ title, showEffectiveDate = false, lead, children }: Props) {
  return (
    <div className="flex min-h-full flex-col">
      <title>{title.includes(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`}</title>
      <MainLandmark className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-stone-600 transition-colors hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
        <article className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
          <header className="border-b border-stone-200 pb-8">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
            {showEffectiveDate && (
              <p className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
                Effective date: {EFFECTIVE_DATE}
              </p>
            )}
            <p className="mt-4 text-lg leading-relaxed text-stone-600">{lead}</p>
          </header>
          <div className={prose}>{children}</div>
        </article>
      </MainLandmark>
      <Footer />
    </div>
  );
}
