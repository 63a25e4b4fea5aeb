/** Identity verification (e-KYC) and the documents' server answers. */
export const ekyc = {
  documents: {
    fileMissing: 'Please choose a file to upload.',
    fileNotFound: 'This file does not exist or was removed.',
    notEditable: 'Documents can only be changed while your application is being filled in.',
  },
  session: {
    notFound: 'Identity verification has not started for this application.',
    notSubmitted: 'Please submit your application before verifying your identity.',
    alreadyCompleted: 'Identity verification is already completed for this application.',
    attemptsExhausted:
      'You have used all {{max}} identity verification attempts. Please apply again or contact us.',
    notCapturing: 'Pictures cannot be taken now: your identity verification is being checked or is finished.',
    capturesMissing:
      'Please take all three pictures: the front and the back of your identity card, and a selfie.',
    imageMissing: 'Please choose a picture to send.',
    imageNotFound: 'This picture has not been taken.',
  },
  handoff: {
    linkInvalid: 'This link has expired or was already used. Please scan a new QR code.',
    captureTokenInvalid: 'This page has expired. Please scan a new QR code on your computer.',
  },
} as const;
