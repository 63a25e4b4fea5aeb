export const eligibility = {} as const;
