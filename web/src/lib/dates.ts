/**
 * Dates and times as the app shows them: US English, in the member's time zone. The browser's Intl formats
 * them; date-fns' `format` would bring its whole formatter and locale (~5 KB gzip) to the home page for these
 * few patterns. date-fns stays for date arithmetic.
 */
const intl = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat('en-US', options);
  // Some ICU versions put a narrow no-break space before AM/PM; the app's texts have a plain one.
  return (date: Date) => formatter.format(date).replace(/\u202f/g, ' ');
};

const day = intl({ month: 'short', day: 'numeric', year: 'numeric' });
const time = intl({ hour: 'numeric', minute: '2-digit', hour12: true });
const weekdayDay = intl({ weekday: 'short', month: 'short', day: 'numeric' });

const styles = {
  /** 'Jun 8, 2025' */
  date: day,
  /** 'Jun 8, 2025 • 2:05 PM' */
  dateTime: (date: Date) => `${day(date)} • ${time(date)}`,
  /** 'Sun, Jun 8, 2025' */
  weekdayDate: intl({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
  /** 'Sun, Jun 8 · 2:05 PM' */
  weekdayTime: (date: Date) => `${weekdayDay(date)} · ${time(date)}`,
  /** 'June 2025' */
  monthYear: intl({ month: 'long', year: 'numeric' }),
  /** '2:05 PM' */
  time,
};

export type DateStyle = keyof typeof styles;

/** Throws a RangeError for a date that cannot be read, as date-fns' `format` does. */
export function formatDate(date: Date, style: DateStyle): string {
  return styles[style](date);
}
