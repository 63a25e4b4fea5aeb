/** Screens of the document upload, the summary, identity verification, its result, and the status screens. */
export const verification = {
  placeholder: '-',
};
