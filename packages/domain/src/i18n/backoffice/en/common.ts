/** The back office's frame: shared words, the pager, languages, errors of the app itself and its fallback pages. */
export const common = {
  appName: 'Sinar Kredit Back Office',
  pageTitle: '{{page}} | {{app}}',
  loading: 'Loading...',
  loadFailed: 'This could not be loaded.',
  none: '—',
  notRecorded: 'Not recorded',
  yes: 'Yes',
  no: 'No',
  months: '{{months}} months',
  opensInNewTab: '(opens in a new tab)',
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Try again',
    search: 'Search',
    skipToContent: 'Skip to content',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    position: 'Page {{page}} of {{pages}}',
  },
  language: {
    label: 'Language',
    short: { en: 'EN', ms: 'BM' },
    name: { en: 'English', ms: 'Bahasa Melayu' },
  },
} as const;

export const errors = {
  operationFailed: 'Operation failed: {{error}}',
  network: 'We could not reach the server. Please check your connection and try again.',
  unexpectedAnswer: 'The server sent an answer this screen cannot read. Please reload the page.',
} as const;

export const pages = {
  toQueues: 'Go to the work queues',
  notFound: {
    title: 'Page not found',
    body: 'There is no page at this address. It may have moved, or the link may be incomplete.',
  },
  forbidden: {
    title: 'Not available to your role',
    body: 'This page is for administrators. Ask an administrator if you need access.',
  },
  error: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Reload the page to try again; if it keeps happening, tell the support team.',
    reload: 'Reload the page',
  },
} as const;
