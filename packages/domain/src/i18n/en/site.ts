/**
 * Short texts of the public site: navigation, landing, simulator, contact, footer, page titles and the pages that
 * say something went wrong. Long page content (about, FAQ, legal, privacy) is in the content-*.ts catalogs.
 */
export const site = {
  brandName: 'Sinar Kredit',
  brandName_islamic: 'Sinar Kredit-i',
  pageTitle: '{{page}} | {{brand}}',
  nav: {
    main: 'Main',
    footer: 'Footer',
    home: 'Home',
    simulator: 'Repayment simulator',
    simulator_islamic: 'Payment simulator',
    faq: 'FAQ',
    about: 'About us',
    contact: 'Contact us',
    legal: 'Legal terms',
    privacy: 'Privacy policy',
  },
  language: {
    en: 'EN',
    ms: 'BM',
  },
  landing: {
    title: 'Personal loans for redONE customers',
    title_islamic: 'Personal Financing-i for redONE customers',
    hero: {
      eyebrow: 'For redONE postpaid customers',
      title: 'A personal loan that fits your plans, approved in about one business day',
      title_islamic: 'Shariah-compliant personal financing, approved in about one business day',
      lead: 'Borrow RM1,000 to RM10,000 at a fixed rate, apply online in minutes and receive the money in your bank account within 3 to 7 business days of signing.',
      lead_islamic:
        'Finance RM1,000 to RM10,000 under a tawarruq contract at a fixed profit rate, apply online in minutes and receive the money in your bank account within 3 to 7 business days of signing.',
      simulate: 'Calculate your instalment',
      simulate_islamic: 'Calculate your payment',
      exampleHeading: 'For example',
      example: '{{amount}} over {{count}} months',
      exampleNote: 'Fixed {{rate}} a year, flat. No hidden charges.',
    },
    eligibility: {
      heading: 'Who can apply',
      citizen: 'Malaysian citizens aged 18 to 60',
      income: 'Gross monthly income of at least RM1,500',
      account: 'A redONE postpaid account with more than 6 months of bill history',
    },
    features: {
      heading: 'Why borrow with us',
      heading_islamic: 'Why finance with us',
      online: {
        title: 'Fully online',
        body: 'Register, apply and upload your documents from your phone. No branch visit and no paperwork to post.',
      },
      approval: {
        title: 'Approval in about one business day',
        body: 'Our credit team reviews complete applications within about one business day and tells you by email.',
      },
      disbursement: {
        title: 'Money in 3 to 7 business days',
        body: 'Once you have signed digitally, the money is paid into your own bank account within 3 to 7 business days.',
      },
      rate: {
        title: 'Fixed 18% a year',
        title_islamic: 'Fixed profit rate of 18% a year',
        body: 'A flat 1.5% a month that never changes, so every monthly instalment is the same until the last one.',
        body_islamic:
          'A flat 1.5% a month agreed at the start and never changed, so every monthly payment is the same until the last one.',
      },
      range: {
        title: 'RM1,000 to RM10,000',
        body: 'Choose an amount in steps of RM1,000 and a tenure from 6 to 24 months that suits your budget.',
      },
      protection: {
        title: 'Optional protection',
        title_islamic: 'Optional takaful cover',
        body: 'Add personal loan protection insurance from our partner insurer if you wish. It is never a condition of approval.',
        body_islamic:
          'Add personal financing takaful cover from our partner takaful operator if you wish. It is never a condition of approval.',
      },
    },
    products: {
      heading: 'Two ways to borrow',
      intro: 'The same speed and the same limits: choose a conventional loan or Shariah-compliant financing.',
      conventional:
        'A conventional personal loan from a licensed moneylender under the Moneylenders Act 1951, at a fixed interest rate.',
      islamic:
        'Personal financing based on tawarruq, endorsed by our Shariah adviser, at a fixed profit rate agreed at the start.',
      amountValue: '{{min}} to {{max}}',
      tenureValue: '{{min}} to {{max}} months',
      stampDutyValue: '{{rate}} of the amount',
      learnMore: 'Learn more about {{product}}',
      simulate: 'Simulate {{product}}',
    },
    steps: {
      heading: 'How to apply',
      lead: 'Six steps, all online. Have your MyKad, your latest 3 months of salary slips and your latest bank statement ready.',
      register: {
        title: 'Register',
        body: 'Create your account with your redONE mobile number, your MyKad details and your email address.',
      },
      eligibility: {
        title: 'Check your eligibility',
        body: 'Tell us the amount, the tenure and your net salary, and get an answer straight away.',
      },
      apply: {
        title: 'Apply and upload documents',
        body: 'Complete the application form and upload 3 salary slips and 1 bank statement (PDF, PNG or JPEG, under 5MB each).',
      },
      verify: {
        title: 'Verify your identity',
        body: 'Complete e-KYC with your MyKad and a selfie taken with your phone camera.',
      },
      sign: {
        title: 'Sign digitally',
        body: 'Once approved, confirm the terms by pre-recorded video or a live video call, then sign with a one-time TAC.',
      },
      receive: {
        title: 'Receive your money',
        body: 'Set up direct debit for your repayments, and the money reaches your bank account within 3 to 7 business days.',
      },
    },
    browser: {
      heading: 'Before you start',
      browsers: 'Use the latest version of Chrome, Safari, Edge or Firefox.',
      camera:
        'Allow camera access when your browser asks: identity verification (e-KYC) uses your camera to capture your MyKad and a selfie.',
      phone: 'Starting on a computer? You can continue e-KYC on your phone by scanning a QR code.',
    },
  },
  simulator: {
    title: 'Repayment Simulator',
    title_islamic: 'Payment Simulator',
    lead: 'Move the sliders to see your monthly instalment, the charges and the amount you receive, worked out with the same formula as your loan agreement.',
    lead_islamic:
      'Move the sliders to see your expected monthly payment, the fees and the amount you receive, worked out with the same formula as your financing agreement.',
    controls: 'Amount and tenure',
    amountHint: '{{min}} to {{max}}, in steps of {{step}}',
    tenureHint: '{{min}} to {{max}} months',
    summaryHeading: 'Your estimate',
    rate: 'Fixed rate of {{monthly}} a month ({{annual}} a year), flat',
    rate_islamic: 'Fixed profit rate of {{monthly}} a month ({{annual}} a year), flat',
    deductionsHeading: 'Deducted before payment to you',
    totalDeductions: 'Total deductions',
    total: 'Total',
    scrollHint: 'Swipe the table sideways to see every column.',
    protectionNote:
      'Optional protection insurance is not included. If you add it, its premium and 8% service tax are also deducted.',
    protectionNote_islamic:
      'Optional takaful cover is not included. If you add it, its contribution and 8% service tax are also deducted.',
    scheduleIntro: 'If you sign today, your first instalment falls due on {{date}}, 30 days after signing.',
    scheduleIntro_islamic:
      'If you sign today, your first payment falls due on {{date}}, 30 days after signing.',
    disclaimer:
      'This is an illustration, not an offer. Your approved amount, charges and due dates are confirmed in your loan agreement.',
    disclaimer_islamic:
      'This is an illustration, not an offer. Your approved amount, fees and due dates are confirmed in your financing agreement.',
  },
  contact: {
    title: 'Contact Us',
    lead: 'Questions about a loan, an application or a repayment? Write to us and we will reply by email within one business day.',
    lead_islamic:
      'Questions about financing, an application or a payment? Write to us and we will reply by email within one business day.',
    formHeading: 'Send us a message',
    emailHint: 'We will reply to this address.',
    commentsHint: 'Please do not include your full MyKad number, passwords or bank account details.',
    characterCount: '{{used}} of {{max}} characters',
    otherWays: 'Other ways to reach us',
    whatsApp: 'Chat with us on WhatsApp',
    whatsAppMessage: 'Hello Sinar Kredit, I have a question.',
    opensInNewTab: '(opens in a new tab)',
    email: 'Email',
    phone: 'Phone',
    hours: 'Business hours',
    hoursValue: 'Monday to Friday, 9:00 am to 5:00 pm, except public holidays',
  },
  about: { title: 'About Us' },
  legal: { title: 'Legal Terms' },
  privacy: { title: 'Privacy Policy' },
  faq: {
    title: 'FAQs',
    lead: 'Answers to the questions we hear most. Choose the product you are interested in.',
    tabs: 'Products',
  },
  content: {
    lastUpdated: 'Last updated: {{date}}',
    onThisPage: 'On this page',
  },
  comingSoon: {
    title: 'Coming soon',
    body: 'This page is not available yet: it is coming soon.',
  },
  error: {
    title: 'Something went wrong',
    body: 'We could not show this page. Please reload it; if the problem continues, contact us.',
    reload: 'Reload the page',
  },
  devInbox: {
    title: 'Developer inbox',
    lead: 'Emails and SMS sent by the sandbox providers of this environment, newest first.',
    refresh: 'Refresh',
    refreshing: 'Refreshing...',
    empty: 'No messages yet.',
    notAvailable: 'The developer inbox is not available in this environment.',
    count: '{{count}} messages',
    count_one: '{{count}} message',
    replyTo: 'Reply to',
    from: 'From',
    to: 'To',
    noSubject: '(no subject)',
    createdAt: 'Sent',
    deliveredAt: 'Delivered',
    notDelivered: 'Not delivered yet',
    attachments: 'Attachments',
    channel: {
      email: 'Email',
      sms: 'SMS',
    },
    status: {
      accepted: 'Accepted',
      delivered: 'Delivered',
      bounced: 'Bounced',
      undelivered: 'Undelivered',
    },
  },
  footer: {
    tagline: 'Personal loans and Islamic personal financing for redONE customers.',
    products: 'Products',
    company: 'Company',
    help: 'Help',
    disclaimer:
      'Borrow only what you can repay. Late payment charges apply on overdue amounts: 8% a year for loans and 1% a year for financing-i.',
    copyright: '© {{year}} {{lender}} · All rights reserved.',
  },
} as const;
