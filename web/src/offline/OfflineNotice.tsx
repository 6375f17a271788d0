/**
 * Tops every page of the app while the browser is offline. It blocks nothing: what is on screen stays usable, and
 * the app's live connections come back by themselves when the network does.
 */
import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '../product';
import { useOnline } from './online';

export const OFFLINE_TEXT = `You are offline. ${PRODUCT_NAME} shows what it already loaded and reconnects when the network is back.`;

/** The live region is on the page this long before its words: a region that arrives with its text is often not read. */
const ANNOUNCE_DELAY_MS = 100;

export function OfflineNotice() {
  const online = useOnline();
  const [regionShown, setRegionShown] = useState(false);
  const [textShown, setTextShown] = useState(false);
  useEffect(() => {
    setTextShown(false);
    if (online) return;
    setRegionShown(true);
    const timer = setTimeout(() => setTextShown(true), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [online]);

  // Mounted at the first offline moment only, then kept (empty while online) for the next one.
  if (!regionShown) return null;
  return (
    <div role="status">
      {textShown && !online && (
        <p className="border-b border-stone-300 bg-stone-800 text-white">
          <span className="mx-auto block w-full max-w-7xl px-4 py-2.5 text-sm font-medium break-words sm:px-6">
            {OFFLINE_TEXT}
          </span>
        </p>
      )}
    </div>
  );
}
