/** Where the landing page's calls to action go (full-page navigations to the API's sign-in page), and their look. */
export const LOGIN_URL = '/api/login';
export const REGISTER_URL = '/api/login?mode=register';

const button =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

// brand-700, not brand-600: white text on brand-600 is below the 4.5:1 contrast that body-size text needs.
export const primaryButton = `${button} bg-brand-700 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-800 focus-visible:outline-brand-700`;
export const secondaryButton = `${button} bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-brand-700`;
export const onBrandButton = `${button} bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white`;
