import logoUrl from '../assets/logo.svg';
import { PRODUCT_NAME } from '../product';
import { Link } from '../router/Link';

const quickLinks = [
  { to: '/groups', label: 'Groups' },
  { to: '/events', label: 'Events' },
  { to: '/ask-a-dad', label: 'Ask a Dad' },
  { to: '/networking', label: 'Network' },
];

const legalLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

const linkClass =
  'rounded text-stone-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

function FooterLinks({ title, links }: { title: string; links: typeof quickLinks }) {
  const id = `footer-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer shared by the landing page and the static pages: who we are, where to go, the legal small print. */
export function Footer() {
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <p className="inline-flex items-center gap-2.5">
            <img src={logoUrl} alt="" className="size-9 shrink-0" />
            <span className="text-xl font-extrabold tracking-tight text-white">{PRODUCT_NAME}</span>
          </p>
          <p className="mt-4 leading-relaxed">
            The community platform where dads meet, talk and help each other, from the first ultrasound to the last
            tuition payment, and every bad joke in between.
          </p>
        </div>
        <FooterLinks title="Quick Links" links={quickLinks} />
        <FooterLinks title="Legal" links={legalLinks} />
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-stone-400 sm:px-6">
          © 2025 {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
