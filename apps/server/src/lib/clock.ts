/** Time, injected so that rules can be tested on any day. Business dates are Malaysian calendar dates. */
export interface Clock {
  now(): Date;
  /** Today in Malaysia as 'YYYY-MM-DD'. */
  today(): string;
}

export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

const malaysianDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function malaysianDateOf(instant: Date): string {
  return malaysianDate.format(instant);
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => malaysianDateOf(new Date()),
};

export function fixedClock(instant: Date | string): Clock & { set(next: Date | string): void } {
  let current = new Date(instant);
  return {
    now: () => new Date(current),
    today: () => malaysianDateOf(current),
    set(next) {
      current = new Date(next);
    },
  };
}
