/**
 * Which question the page shows (page state, not a route), mirrored in the address so that it can be
 * linked to and Back returns to the list: /ask-a-dad?question=<id>. Opening one pushes a history entry without a
 * navigation (the screen stays, with its list, sort and search); Back and Forward move between them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { questionIdFromSearch, questionPath } from '../../lib/ask-a-dad';
import { getLocation } from '../../router/history';

export function useChosenQuestion() {
  const [chosen, setChosen] = useState(() => questionIdFromSearch(getLocation().search));
  const chosenRef = useRef(chosen);
  // Whether the entry before the current one is this page's list: then the list is one Back away.
  const pushedFromList = useRef(false);

  const show = useCallback((databaseId: string | null) => {
    chosenRef.current = databaseId;
    setChosen(databaseId);
  }, []);

  useEffect(() => {
    // The address is the truth: after Back or Forward, and after a click that moved it. The router does not tell
    // us of the latter: a link to /ask-a-dad (the menu's) while a question shows leaves its screen in place, as the
    // address the router last saw was the list's.
    const follow = () => {
      const fromAddress = questionIdFromSearch(window.location.search);
      if (fromAddress === chosenRef.current) return;
      pushedFromList.current = false;
      show(fromAddress);
    };
    window.addEventListener('popstate', follow);
    document.addEventListener('click', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      document.removeEventListener('click', follow);
    };
  }, [show]);

  const open = useCallback(
    (databaseId: string) => {
      window.history.pushState(null, '', questionPath(databaseId));
      pushedFromList.current = true;
      show(databaseId);
      window.scrollTo(0, 0);
    },
    [show],
  );

  const close = useCallback(() => {
    if (pushedFromList.current) {
      window.history.back();
      return;
    }
    window.history.pushState(null, '', questionPath(null));
    show(null);
  }, [show]);

  return { chosen, open, close };
}
