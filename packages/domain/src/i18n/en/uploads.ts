export const uploads = {} as const;
