/** Identity verification (e-KYC) and the documents' server answers. */
export const ekyc = {
  placeholder: '-',
};
