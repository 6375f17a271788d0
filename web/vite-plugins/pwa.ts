/**
 * The installable app: the web app manifest (`/manifest.webmanifest`, linked from the built pages) and the service
 * worker (`/sw.js`, built from src/service-worker/sw.ts with the shell's precache list injected). docs/web.md,
 * "Installable app and offline", says what the worker does.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

/** The brand orange (Tailwind's orange-600): the browser's bar and the splash screen around the icon. */
const THEME_COLOUR = '#ea580c';
/** The page's own background (stone-50), shown while an installed app starts. */
const BACKGROUND_COLOUR = '#fafaf9';

/** Every address a built page loads: `src="/…"`, `href="/…"` and, in style sheets, `url(/…)`; without the slash. */
const loadedAddresses = (text: string) =>
  [...text.matchAll(/(?:src|href)="\/([^"]+)"|url\(["']?\/([^)"']+)["']?\)/g)].map((m) => (m[1] ?? m[2])!);

/**
 * The precache list keeps the shell only: index.html, and what it loads before any screen (its script, the
 * scripts that one imports, its style sheet with what that loads, the logo). Screens load later, each with its
 * chunk, and only for the access state the server answers, which an offline start cannot ask. The page is listed
 * under `/`, the address the API serves it at with its `<meta name="public-url">` (index.html on disk has none).
 */
function shellOnly(outDir: string): ManifestTransform {
  return async (entries) => {
    const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const shell = new Set(loadedAddresses(index));
    for (const file of [...shell].filter((file) => file.endsWith('.css'))) {
      for (const address of loadedAddresses(await readFile(path.join(outDir, file), 'utf8'))) shell.add(address);
    }
    const manifest = entries.flatMap((entry) => {
      if (entry.url === 'index.html') return [{ ...entry, url: '/' }];
      return shell.has(entry.url) ? [entry] : [];
    });
    return { manifest };
  };
}

export function installableApp({ outDir, productName }: { outDir: string; productName: string }) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // src/offline/service-worker.ts registers it once the page has loaded, in production builds only.
    injectRegister: false,
    // The icons are for the browser's install and notification UI, not for an offline start.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: productName,
      short_name: productName,
      description: `${productName}: the community platform for dads.`,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // A classic script (no module worker needed): every browser the app supports runs it.
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'assets/*.{js,css,svg,png,woff2}'],
      // GraphiQL's editor is one large script: let the size check pass it to shellOnly, which drops it.
      maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
      manifestTransforms: [shellOnly(outDir)],
    },
  });
}
