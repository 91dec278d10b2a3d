// Loads ICU's data in a thread of its own. ICU keeps it per browser process, so the main
// thread's first Intl objects of this start then find it loaded instead of loading it in one of
// the start's tasks (tens of milliseconds each on a phone).

// @date-fns/tz's offset lookup (berlin-time.ts), when no offsets are stored yet.
new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' }).format(
  Date.now(),
);
// The program's title order (group-by-day.ts), on every start.
new Intl.Collator('de').compare('a', 'b');
// The shop's prices (money.ts).
new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1);
close();
