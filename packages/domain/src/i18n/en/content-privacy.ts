/**
 * The privacy policy: the personal data notice of section 7 of the Personal Data Protection Act 2010. Bodies use
 * the plain-text form of the other content pages.
 */
export const privacy = {
  updated: '23 November 2026',
  intro:
    'This notice explains how Sinar Kredit Sdn. Bhd. collects, uses and protects your personal data when you use our website and apply for or hold a Personal Loan or Personal Financing-i, as required by the Personal Data Protection Act 2010 (PDPA). It is available in English and Bahasa Melayu.',
  sections: {
    collect: {
      heading: 'The personal data we collect',
      body: '- Identity: your name as on your MyKad, MyKad number, date of birth and age, race and nationality.\n- Contact: mobile number, email address and residential address.\n- Employment and finances: employer, job title, employment start date, income, bank name and account number, salary slips and bank statements.\n- Identity verification (e-KYC): images of your MyKad, a selfie and the result of comparing them.\n- Telecom account: the status and bill history of your redONE account, with your consent.\n- Your loan or financing: applications, agreements, signatures, repayments, direct-debit mandates and correspondence.\n- Attestation: the record that you watched the explanation video, or the recording of your live video call.\n- Technical data: device and browser type, IP address and activity logs, used to keep the service secure.',
    },
    sources: {
      heading: 'Where it comes from',
      body: 'Most of it comes from you, when you register, apply and upload documents. With your consent we also obtain data from redONE (your account status and bill history), from credit reporting agencies registered under the Credit Reporting Agencies Act 2010, from our e-KYC provider and from your bank when you set up direct debit.',
    },
    purposes: {
      heading: 'Why we use it',
      body: '- To verify your identity and check your eligibility.\n- To assess your application, including credit checks and affordability.\n- To prepare, sign, stamp and manage your agreement, and to pay the money to you.\n- To collect repayments, send statements and reminders, and recover overdue amounts lawfully.\n- To meet our legal duties under the Moneylenders Act 1951, the Anti-Money Laundering, Anti-Terrorism Financing and Proceeds of Unlawful Activities Act 2001 and tax law.\n- To prevent fraud and keep the service secure.\n- To answer your questions and complaints.\n- To send you news and offers, only if you have agreed; you may stop them at any time.',
    },
    disclosure: {
      heading: 'Who we share it with',
      body: 'We share only what each party needs, and bind each of them to protect it:\n- redONE, to confirm your account and eligibility;\n- credit reporting agencies, for credit checks and to report your repayment record;\n- our e-KYC, digital certificate, e-stamping, payment and direct-debit service providers, and the banks involved;\n- the insurer or takaful operator, if you choose protection cover;\n- our Shariah adviser, auditors, lawyers and debt recovery agents acting for us;\n- IT and cloud service providers that host our systems;\n- KPKT, LHDN, the police, courts and other authorities when the law requires it.\n\nWe do not sell your personal data.',
    },
    transfer: {
      heading: 'Transfers outside Malaysia',
      body: 'Some of our service providers may process data outside Malaysia. We transfer personal data only where the PDPA allows it and where the recipient protects it to a standard at least as high as the PDPA requires.',
    },
    retention: {
      heading: 'How long we keep it',
      body: 'We keep your data for as long as your application or account is active, and then for 7 years after your loan or financing is settled, to meet our legal and accounting duties. If your application does not proceed, we keep it for 12 months, so that we can answer questions and apply the 3-month waiting period before a new application. We then delete or anonymise it.',
    },
    security: {
      heading: 'How we protect it',
      body: 'Your data travels encrypted, your documents are stored encrypted, and only staff who need it for their work can see it, with every access recorded. Passwords are stored only in a form that cannot be turned back into the password. If a breach affects your personal data, we will notify you and the Personal Data Protection Commissioner as the law requires.',
    },
    rights: {
      heading: 'Your rights',
      body: 'You may:\n- ask for a copy of your personal data, and ask us to transfer it to another organisation where the law allows;\n- ask us to correct data that is inaccurate, incomplete or out of date;\n- withdraw your consent or ask us to limit how we use your data;\n- ask us to stop sending you marketing at any time.\n\nWe answer requests within 21 days. We may charge the fee allowed by the PDPA regulations for a copy of your data, and we may need to keep some data for as long as the law requires.',
    },
    obligatory: {
      heading: 'What you must give us',
      body: 'The data marked as required in our forms, your documents and the e-KYC check are needed to assess and manage a loan or financing. Without them we cannot process your application. Consent to marketing is optional and does not affect your application.',
    },
    storage: {
      heading: 'Cookies and browser storage',
      body: 'The website stores your language choice and, when you log in, your session in your browser’s storage. We do not use advertising cookies or third-party trackers.',
    },
    contact: {
      heading: 'How to contact us',
      body: 'For questions, requests or complaints about your personal data, write to our Data Protection Officer through the contact page or by email, stating your name and mobile number. Please do not send your full MyKad number or passwords by email.\n\nWe may update this notice and will show the date of the latest change at the top of this page. If the English and Bahasa Melayu versions differ, the English version prevails.',
    },
  },
} as const;
