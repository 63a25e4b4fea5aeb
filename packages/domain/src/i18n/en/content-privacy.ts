export const privacy = {} as const;
