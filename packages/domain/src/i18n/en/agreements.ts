/** The agreement's server answers after approval: the summary accepted, the agreement cancelled, refusals. */
export const agreements = {
  summaryAccepted: 'Thank you. Your approved summary is accepted.',
  cancelled: 'Your application and its agreement are cancelled.',
  attested: 'Thank you. Your attestation is recorded.',
  protectionNotOffered: 'No protection plan is offered for this tenure.',
  approvalMustKeepTerms:
    'Agreement {{agreementNo}} was made for {{amount}} over {{tenure}} months. Approve those terms, or cancel the application.',
};
