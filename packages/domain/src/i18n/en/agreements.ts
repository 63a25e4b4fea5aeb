/** The agreement's server answers after approval: the summary accepted, the agreement cancelled, refusals. */
export const agreements = {
  summaryAccepted: 'Thank you. Your approved summary is accepted.',
  cancelled: 'Your application and its agreement are cancelled.',
  attested: 'Thank you. Your attestation is recorded.',
  protectionNotOffered: 'No protection plan is offered for this tenure.',
  documentAccepted: 'Thank you. You accepted the agreement.',
  documentNotReady: 'Your agreement is not ready yet. Please accept your approved summary first.',
  certificateEnrolled: 'Your signing account is ready.',
  certificateNotFound: 'No digital certificate was found for this MyKad number.',
  attestationRequired: 'Please complete the attestation before you sign the agreement.',
  enrolmentRequired: 'Please create your signing account before you sign the agreement.',
  alreadySigned: 'Your agreement is signed already.',
  signed: 'Thank you. Your agreement is signed.',
  noPhoneNumber: 'We have no mobile number for you. Please update your profile, then request the TAC again.',
  tacSent: 'A 6-digit TAC has been sent to {{phone}}.',
  tacVerified: 'OTP Verified',
  tacInvalid: 'The TAC is incorrect. Please check the SMS and try again.',
  tacExpired: 'The TAC has expired. Please request a new one.',
  tacUsed: 'This TAC has been used already. Please request a new one.',
  tacAttemptsExceeded: 'Too many wrong TACs. Please request a new one.',
  tacNotRequested: 'Please request a TAC first.',
  tacResendWait: 'Please wait {{seconds}} seconds before you request another TAC.',
  approvalMustKeepTerms:
    'Agreement {{agreementNo}} was made for {{amount}} over {{tenure}} months. Approve those terms, or cancel the application.',
  // Live video call attestation.
  liveCallNotFound: 'You have no live call booked.',
  liveCallSlotFull: 'This time has just been fully booked. Please pick another time.',
  liveCallSameSlot: 'Your call is booked at this time already. Please pick another time to move it.',
  liveCallNotBooked: 'This live call is no longer booked.',
  stampingNotFailed:
    'This e-stamping has not been rejected or given up, so it cannot be submitted again: it is under way or done.',
  stampingResubmitted: 'The e-stamping is submitted to LHDN again as a new attempt.',
  liveCallNotAvailable: 'A live call can be booked only while your attestation is open.',
  liveCallCancelled: 'Your live call is cancelled. Please choose how you would like to attest.',
  liveCallCompleted: 'The live call is recorded as completed: the customer has attested.',
  liveCallMissed: 'The live call is recorded as missed: the customer will choose again.',
  // SME partner and staff agreements (docs/decisions/063).
  smeApplicationNotApproved: 'An agreement is made only for an approved application.',
  // The SME partner and staff journey after approval (docs/decisions/067).
  smeCancelWithApplication: "An SME partner's or staff agreement is cancelled together with its application.",
};
