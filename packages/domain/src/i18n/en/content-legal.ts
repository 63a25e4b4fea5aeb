/**
 * The legal terms page. Bodies use the same plain-text form as the about page (blank line between paragraphs,
 * '- ' for list items); `_islamic` twins are what the Islamic variant reads.
 */
export const legal = {
  updated: '23 November 2026',
  intro:
    'These terms apply when you use the Sinar Kredit website and apply for a Personal Loan. Your loan agreement sets out the terms of your loan itself; if it differs from these terms, the agreement prevails. Please read both carefully.',
  intro_islamic:
    'These terms apply when you use the Sinar Kredit-i website and apply for Personal Financing-i. Your financing agreement sets out the terms of your financing itself; if it differs from these terms, the agreement prevails. Please read both carefully.',
  sections: {
    lender: {
      heading: 'Who we are',
      body: 'The lender is Sinar Kredit Sdn. Bhd., a company incorporated in Malaysia and licensed as a moneylender by the Ministry of Local Government Development (KPKT) under the Moneylenders Act 1951. Our loans are made under that Act and the Moneylenders (Control and Licensing) Regulations 2003, using the form of agreement the Regulations prescribe for loans without security.',
      body_islamic:
        'The financier is Sinar Kredit Sdn. Bhd., a company incorporated in Malaysia and licensed as a moneylender by the Ministry of Local Government Development (KPKT) under the Moneylenders Act 1951. Personal Financing-i is offered under that licence and structured to comply with Shariah, as reviewed by our independent Shariah adviser.',
    },
    eligibility: {
      heading: 'Who may apply',
      body: 'You may apply if you are a Malaysian citizen aged 18 to 60, earn a gross income of at least RM1,500 a month and hold a redONE postpaid account with more than 6 months of bill history. Meeting these conditions does not guarantee approval: every application is assessed on its own merits.',
    },
    application: {
      heading: 'Your application and our decision',
      body: 'You must give true, complete and current information and documents. We may verify them with redONE, with credit reporting agencies and with the issuers of your documents, with your consent.\n\nWe aim to decide within about one business day of receiving a complete application. We may approve a lower amount than you applied for, or decline an application without giving every reason. If your application is declined, you may apply again after 3 months.',
    },
    contract: {
      heading: 'Your loan',
      heading_islamic: 'Your financing and the Shariah contract',
      body: 'Loans range from RM1,000 to RM10,000, in steps of RM1,000, for 6 to 24 months. Interest is charged at a fixed flat rate of 18% a year (1.5% a month) on the amount borrowed, for the whole tenure:\n- total interest = amount × 1.5% × number of months;\n- monthly instalment = (amount + total interest) ÷ number of months, rounded to the nearest sen;\n- the last instalment absorbs the rounding, so that the instalments add up exactly to the total repayment.\n\nYour first instalment falls due 30 days after you sign the agreement, and the others on the same day of each following month.',
      body_islamic:
        'Personal Financing-i uses the Shariah contract of tawarruq (commodity murabahah) with wakalah (agency):\n- you appoint us as your agent to buy a Shariah-compliant commodity on your behalf, for a Wakalah fee of RM20;\n- we sell the commodity to you at a selling price made up of its cost and our profit, payable by monthly instalments;\n- as your agent, we sell the commodity to a third party for cash, which is the financing amount paid to you.\n\nFinancing ranges from RM1,000 to RM10,000, in steps of RM1,000, for 6 to 24 months. The profit rate is fixed at 18% a year, flat (1.5% a month), and the selling price cannot change after the contract is concluded. Your first payment falls due 30 days after you sign the agreement, and the others on the same day of each following month.',
    },
    charges: {
      heading: 'Fees and charges',
      body: 'The following are deducted from the approved amount before it is paid to you, and are shown in the simulator and in your approved loan summary:\n- stamp duty of 0.5% of the approved amount, paid to the Inland Revenue Board (LHDN);\n- a processing fee of RM50, inclusive of SST;\n- the premium of optional protection insurance with 8% service tax, only if you choose it.\n\nEnrolling in direct debit costs RM1, which is refunded to your loan account; each later change to your direct debit also costs RM1. A reminder letter sent by post costs RM10 per dispatch.',
      body_islamic:
        'The following are deducted from the approved amount before it is paid to you, and are shown in the simulator and in your approved financing summary:\n- stamp duty of 0.5% of the approved amount, paid to the Inland Revenue Board (LHDN);\n- a processing fee of RM30, inclusive of SST;\n- a Wakalah fee of RM20 for the purchase and sale of the commodity;\n- the contribution of optional takaful cover with 8% service tax, only if you choose it.\n\nEnrolling in direct debit costs RM1, which is refunded to your financing account; each later change to your direct debit also costs RM1. A reminder letter sent by post costs RM10 per dispatch.',
    },
    repayment: {
      heading: 'Paying your instalments',
      heading_islamic: 'Making your payments',
      body: 'Instalments are collected by direct debit from your bank account on each due date. If a deduction fails, we try again up to 2 more times. You may also pay at any time through JomPAY at 42 participating banks or by online banking from your account page.\n\nIf you pay more than you owe when your loan is settled, an excess of RM10 or less is kept as an administration fee; a larger excess is refunded to you on request.',
      body_islamic:
        'Payments are collected by direct debit from your bank account on each due date. If a deduction fails, we try again up to 2 more times. You may also pay at any time through JomPAY at 42 participating banks or by online banking from your account page.\n\nIf you pay more than you owe when your financing is settled, an excess of less than RM10 is given to charity on your behalf; a larger excess is refunded to you on request.',
    },
    late: {
      heading: 'Late payment',
      body: 'If an instalment is overdue, we charge late payment interest of 8% a year on the overdue amount, calculated daily: overdue amount × 8% ÷ 365 × days overdue. It is simple interest and never compounded. For example, an instalment of RM181.67 paid 10 days late costs RM0.40 more.\n\nIf payments remain overdue, we will send reminders and may take recovery action allowed by law. We never use threats, harassment or public shaming to collect a debt.',
      body_islamic:
        'If a payment is overdue, we charge compensation (ta’widh) of 1% a year on the overdue amount, calculated daily: overdue amount × 1% ÷ 365 × days overdue. It reflects our actual costs, is never compounded and is not a source of profit. For example, a payment of RM181.67 made 30 days late costs RM0.15 more.\n\nIf payments remain overdue, we will send reminders and may take recovery action allowed by law. We never use threats, harassment or public shaming to collect a debt.',
    },
    earlySettlement: {
      heading: 'Early settlement',
      body: 'You may settle your loan in full at any time. We will give you the settlement amount on request; interest for the instalments not yet due is rebated as set out in your agreement.',
      body_islamic:
        'You may settle your financing in full at any time. We will give you the settlement amount on request and grant a rebate (ibra’) on the profit for the payments not yet due, as set out in your agreement.',
    },
    coolingOff: {
      heading: 'Cooling-off',
      body: 'You may cancel your application free of charge at any time before the money is paid to you. You may also cancel within 5 business days after the money is paid by repaying the full amount disbursed: we then waive all interest and refund the processing fee. Stamp duty already paid to LHDN cannot be refunded.',
      body_islamic:
        'You may cancel your application free of charge at any time before the money is paid to you. You may also cancel within 5 business days after the money is paid by repaying the full amount disbursed: we then grant a full rebate (ibra’) of the profit and refund the processing fee and the Wakalah fee. Stamp duty already paid to LHDN cannot be refunded.',
    },
    protection: {
      heading: 'Optional protection insurance',
      heading_islamic: 'Optional takaful cover',
      body: 'Protection insurance is underwritten by a licensed third-party insurer, not by us. We act as the insurer’s registered agent and receive a commission of 25% of the gross premium. The premium and 8% service tax are deducted from your loan amount only if you choose the cover. It is never a condition of approval.',
      body_islamic:
        'Takaful cover is provided by a licensed third-party takaful operator, not by us. We act as the operator’s registered agent and receive a commission of 25% of the gross contribution. The contribution and 8% service tax are deducted from your financing amount only if you choose the cover. It is never a condition of approval.',
    },
    electronic: {
      heading: 'Electronic signing and communication',
      body: 'You sign your agreement electronically with a digital certificate and a one-time TAC sent to your mobile number, under the Digital Signature Act 1997 and the Electronic Commerce Act 2006. The signed agreement is stamped electronically with LHDN and is available on your account page. We will contact you by email, SMS and the account page; please keep your contact details up to date.',
    },
    responsibilities: {
      heading: 'Your responsibilities',
      body: '- Keep your password and the TAC codes we send you secret; we will never ask for them.\n- Tell us promptly if your contact details, employment or bank account change.\n- Use the service only for yourself and only for lawful purposes.\n- Tell us at once if you suspect that someone else has used your account.',
    },
    complaints: {
      heading: 'Complaints',
      body: 'If you are unhappy with our service, please tell us through the contact page, by email or by phone. We acknowledge a complaint within 2 business days and give you a full answer within 14 business days.\n\nIf you are not satisfied with our answer, you may refer the matter to the Moneylending and Pawnbroking Division of the Ministry of Local Government Development (KPKT).',
    },
    law: {
      heading: 'Governing law and language',
      body: 'These terms are governed by the laws of Malaysia, and the courts of Malaysia have jurisdiction. These terms are available in English and Bahasa Melayu with the same meaning; if the two versions differ, the English version prevails unless the law requires otherwise. We may update these terms and will show the date of the latest change at the top of this page; changes never alter an agreement you have already signed.',
    },
  },
} as const;
