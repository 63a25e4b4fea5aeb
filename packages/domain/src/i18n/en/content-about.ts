export const about = {} as const;
