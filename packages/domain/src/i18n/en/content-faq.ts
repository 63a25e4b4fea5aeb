/**
 * Frequently asked questions, one list per product (the FAQ page's two tabs). Answers use the plain-text form of
 * the other content pages. The figures follow spec 000 section 9 and the domain's loan maths.
 */
export const faq = {
  conventional: {
    eligibility: {
      question: 'Who can apply for a Personal Loan?',
      answer:
        'You can apply if you:\n- are a Malaysian citizen aged 18 to 60;\n- earn a gross income of at least RM1,500 a month;\n- hold a redONE postpaid account with more than 6 months of bill history.',
    },
    amount: {
      question: 'How much can I borrow, and for how long?',
      answer:
        'From RM1,000 to RM10,000, in steps of RM1,000, for 6 to 24 months. The maximum we can offer you depends on our assessment of your income and commitments, and is rounded down to a multiple of RM1,000.',
    },
    rate: {
      question: 'What is the interest rate and how is my instalment worked out?',
      answer:
        'The rate is fixed at 18% a year, charged flat at 1.5% a month on the amount borrowed. Total interest = amount × 1.5% × months, and the monthly instalment = (amount + total interest) ÷ months, rounded to the sen; the last instalment absorbs the rounding.\n\nFor example, RM1,000 over 6 months costs RM90.00 in interest: 5 instalments of RM181.67 and a last one of RM181.65, RM1,090.00 in total.',
    },
    fees: {
      question: 'What fees are deducted from my loan?',
      answer:
        'Stamp duty of 0.5% of the approved amount and a processing fee of RM50 (inclusive of SST) are deducted before the money is paid to you. If you choose optional protection insurance, its premium and 8% service tax are deducted too. For RM1,000 without insurance you receive RM945.00. The simulator shows these figures for any amount.',
    },
    documents: {
      question: 'What documents do I need?',
      answer:
        'Your MyKad, your latest 3 months of salary slips (exactly 3 documents) and your latest bank statement (1 document). An EPF statement, Form EA or Form B/BE may replace the salary slips. Files must be PDF, PNG or JPEG, under 5MB each, at most 3 per category, and the same file cannot be uploaded twice.',
    },
    ekyc: {
      question: 'What is e-KYC and how do I complete it?',
      answer:
        'e-KYC is the electronic check that you are the person on the MyKad. You take photos of your MyKad and a selfie with your phone camera, so please allow camera access when your browser asks. If you apply on a computer, scan the QR code to continue on your phone, then tap ‘I have completed e-KYC on mobile’.',
    },
    approval: {
      question: 'How long does approval take?',
      answer:
        'About one business day after we receive your complete application, including your documents and e-KYC. We tell you by email, and you can follow the status on your home page.',
    },
    attestation: {
      question: 'What is attestation?',
      answer:
        'Before you sign, we must make sure you understand the terms. You can watch a short pre-recorded video and tick to confirm that you understood it, or book a live video call with our staff on a business day (Monday to Friday). The invitation link to the call is sent by email.',
    },
    signing: {
      question: 'How do I sign the agreement?',
      answer:
        'Online. You read the agreement, draw your signature on the screen and confirm with a one-time TAC sent to your mobile number. Your signature is protected by a digital certificate, and the agreement is stamped electronically with LHDN.',
    },
    disbursement: {
      question: 'When will I receive the money?',
      answer:
        'Within 3 to 7 business days after you sign the agreement and set up direct debit. The money is paid into the bank account in your own name that you gave in your application.',
    },
    repayment: {
      question: 'How do I repay?',
      answer:
        'By direct debit from your bank account each month. Setting it up costs RM1 to verify the account, refunded to your loan account; each later change also costs RM1, and a failed deduction is retried up to 2 times. You can also pay at any time through JomPAY at 42 banks or by online banking, from ‘Pay instalment now’.',
    },
    late: {
      question: 'What happens if I pay late?',
      answer:
        'We charge 8% a year on the overdue amount, calculated daily: overdue amount × 8% ÷ 365 × days late. For example, an instalment of RM181.67 paid 10 days late costs RM0.40 more. A reminder letter sent by post costs RM10 per dispatch. If you expect difficulty, please contact us before the due date.',
    },
    excess: {
      question: 'What if I pay more than I owe?',
      answer:
        'When your loan is settled, an excess of RM10 or less is kept as an administration fee. A larger excess is refunded to you on request: just contact us.',
    },
    protection: {
      question: 'Is protection insurance compulsory?',
      answer:
        'No. Personal loan protection is optional and never a condition of approval. It is underwritten by a licensed third-party insurer, for which we act as registered agent.',
    },
    rejected: {
      question: 'My application was not approved. Can I apply again?',
      answer:
        'Yes, after 3 months. Until then, your home page shows the date from which you may apply again. The eligibility result lists the reasons we can share, such as a bill that is overdue or an account younger than 6 months.',
    },
    earlySettlement: {
      question: 'Can I settle my loan early?',
      answer:
        'Yes, at any time. Contact us for the settlement amount; interest for the instalments not yet due is rebated as set out in your agreement.',
    },
  },
  islamic: {
    what: {
      question: 'What is Personal Financing-i?',
      answer:
        'It is Shariah-compliant personal financing of RM1,000 to RM10,000 for 6 to 24 months, based on tawarruq (commodity murabahah). The product and its documents have been reviewed by our independent Shariah adviser.',
    },
    tawarruq: {
      question: 'How does tawarruq work?',
      answer:
        '- You appoint us as your agent (wakalah) to buy a Shariah-compliant commodity for you.\n- We sell the commodity to you at a fixed selling price (cost plus profit), payable by monthly instalments.\n- As your agent, we sell the commodity to a third party for cash, and that cash is the financing amount paid into your bank account.\n\nFor the purchase and sale we charge a Wakalah fee of RM20.',
    },
    eligibility: {
      question: 'Who can apply?',
      answer:
        'You can apply if you:\n- are a Malaysian citizen aged 18 to 60;\n- earn a gross income of at least RM1,500 a month;\n- hold a redONE postpaid account with more than 6 months of bill history.',
    },
    rate: {
      question: 'What is the profit rate and how is my payment worked out?',
      answer:
        'The profit rate is fixed at 18% a year, flat at 1.5% a month on the financing amount, and the selling price never changes after the contract. Total profit = amount × 1.5% × months, and the monthly payment = (amount + total profit) ÷ months, rounded to the sen; the last payment absorbs the rounding.\n\nFor example, RM1,000 over 6 months carries RM90.00 of profit: 5 payments of RM181.67 and a last one of RM181.65, RM1,090.00 in total.',
    },
    fees: {
      question: 'What fees are deducted from my financing?',
      answer:
        'Stamp duty of 0.5% of the approved amount, a processing fee of RM30 (inclusive of SST) and the Wakalah fee of RM20 are deducted before the money is paid to you. If you choose optional takaful cover, its contribution and 8% service tax are deducted too. For RM1,000 without takaful you receive RM945.00.',
    },
    documents: {
      question: 'What documents do I need?',
      answer:
        'Your MyKad, your latest 3 months of salary slips (exactly 3 documents) and your latest bank statement (1 document). Files must be PDF, PNG or JPEG, under 5MB each, at most 3 per category, and the same file cannot be uploaded twice.',
    },
    ekyc: {
      question: 'How do I verify my identity (e-KYC)?',
      answer:
        'With your phone camera: you photograph your MyKad and take a selfie, and our e-KYC provider checks that they match. Allow camera access when your browser asks. On a computer, scan the QR code to continue on your phone.',
    },
    approval: {
      question: 'How long does approval take, and what happens next?',
      answer:
        'About one business day after your application is complete. After approval you confirm that you understand the terms, by a pre-recorded video or a live video call on a business day, and then sign the agreement online with a one-time TAC sent to your phone.',
    },
    disbursement: {
      question: 'When will I receive the money?',
      answer:
        'Within 3 to 7 business days after you sign the agreement and set up direct debit, into the bank account in your own name that you gave in your application.',
    },
    payment: {
      question: 'How do I make my monthly payments?',
      answer:
        'By direct debit from your bank account each month. Setting it up costs RM1, refunded to your financing account; each later change also costs RM1, and a failed deduction is retried up to 2 times. You can also pay through JomPAY at 42 banks or by online banking.',
    },
    late: {
      question: 'Is there a charge for late payment?',
      answer:
        'Yes, compensation (ta’widh) of 1% a year on the overdue amount, calculated daily: overdue amount × 1% ÷ 365 × days late. It covers our actual costs, is never compounded and is not profit. For example, a payment of RM181.67 made 30 days late costs RM0.15 more. A reminder letter sent by post costs RM10 per dispatch.',
    },
    excess: {
      question: 'What if I pay more than I owe?',
      answer:
        'When your financing is settled, an excess of less than RM10 is given to charity on your behalf. A larger excess is refunded to you on request.',
    },
    takaful: {
      question: 'Is takaful cover compulsory?',
      answer:
        'No. Personal financing takaful is optional and never a condition of approval. It is provided by a licensed third-party takaful operator, for which we act as registered agent.',
    },
    earlySettlement: {
      question: 'Can I settle early? Do I get a rebate?',
      answer:
        'Yes. You may settle in full at any time, and we grant a rebate (ibra’) on the profit for the payments not yet due, as set out in your agreement.',
    },
    rejected: {
      question: 'My application was not approved. Can I apply again?',
      answer: 'Yes, after 3 months. Your home page shows the date from which you may apply again.',
    },
  },
} as const;
