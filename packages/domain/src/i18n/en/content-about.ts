/**
 * The about-us page. A body is plain text: paragraphs are separated by a blank line, and lines starting with
 * '- ' form a bulleted list. A key with an `_islamic` twin is read in the variant's wording context.
 */
export const about = {
  intro:
    'Sinar Kredit makes small personal loans simple, fair and fast for the customers of redONE, one of Malaysia’s mobile network operators. Everything happens online: from the first eligibility check to the money arriving in your bank account.',
  intro_islamic:
    'Sinar Kredit-i is the Shariah-compliant personal financing of Sinar Kredit, made for the customers of redONE, one of Malaysia’s mobile network operators. Everything happens online: from the first eligibility check to the money arriving in your bank account.',
  sections: {
    whoWeAre: {
      heading: 'Who we are',
      body: 'Sinar Kredit Sdn. Bhd. is a Malaysian company that holds a moneylending licence issued by the Ministry of Local Government Development (KPKT) under the Moneylenders Act 1951. We offer two products: the conventional Personal Loan and the Islamic Personal Financing-i.\n\nWe started with a simple idea: people who have paid their mobile bill faithfully for months have already shown that they keep their commitments. With their consent, that track record lets us give them a fair answer quickly, without the long forms and branch visits that small loans usually need.',
    },
    howWeLend: {
      heading: 'How we lend',
      body: 'We lend from RM1,000 to RM10,000 for 6 to 24 months at a fixed rate of 18% a year, worked out flat at 1.5% a month. You see every figure before you apply: the monthly instalment, the total you repay, the stamp duty and the processing fee, and the amount paid into your account.\n- No hidden charges: every fee is listed in the simulator and in your agreement.\n- No pressure: optional protection insurance or takaful is never a condition of approval.\n- No surprises: the rate is fixed for the whole tenure.',
    },
    islamic: {
      heading: 'Personal Financing-i and Shariah governance',
      body: 'Personal Financing-i is based on tawarruq (commodity murabahah). You appoint us as your agent (wakalah) to buy a Shariah-compliant commodity, we sell it to you at an agreed price payable in instalments, and, as your agent, we sell it on your behalf for cash that is paid into your bank account.\n\nThe product structure, the contracts and the documents have been reviewed by our independent Shariah adviser. Late payment compensation (ta’widh) is limited to 1% a year of the overdue amount, and small excess payments are given to charity rather than kept as income.',
    },
    partnership: {
      heading: 'Built with redONE',
      body: 'We work with redONE so that its postpaid customers can apply with the mobile number they already use. With your consent, we read your account status and bill history to check your eligibility; we never see your calls or messages, and redONE does not see your loan details beyond what is needed to run the partnership.',
    },
    responsible: {
      heading: 'Responsible lending',
      body: 'A loan should make life easier, not harder. Before we approve an application, we check that the instalment fits your income and existing commitments, and we explain the terms to you by video or by a live call before you sign.\n- We never ask for your online banking password or a fee before disbursement.\n- We never contact your employer, family or friends about your loan.\n- If you face difficulty repaying, talk to us early: we will look at the options with you.',
    },
    security: {
      heading: 'Your data and your money are safe',
      body: 'Your documents are encrypted and stored securely, identity verification is done by a licensed e-KYC provider, and your agreement is signed with a digital certificate and stamped electronically with the Inland Revenue Board (LHDN). We handle personal data under the Personal Data Protection Act 2010, as our privacy policy explains.',
    },
    company: {
      heading: 'Company information',
      body: 'Sinar Kredit Sdn. Bhd., licensed moneylender under the Moneylenders Act 1951.\n\nOffice hours: Monday to Friday, 9:00 am to 5:00 pm, except public holidays. For questions, complaints or requests about your personal data, please use the contact page.',
    },
  },
} as const;
