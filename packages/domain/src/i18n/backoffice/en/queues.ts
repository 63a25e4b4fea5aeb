/** The queues dashboard and a queue's list. */
export const queues = {
  title: 'Work queues',
  lead: 'Applications waiting for an officer, by status and product. Target from submission to decision, in business days: {{days}}.',
  workflow: 'Workflow: {{workflow}}',
  waiting: 'Applications waiting',
  overdue: 'Past the {{days}}-business-day target',
  tableCaption: 'Applications waiting, by status and product',
  status: 'Status',
  cellLabel: 'applications: {{status}}, {{product}}',
  overdueCount: '{{overdue}} overdue',
  oldest: 'Oldest: {{date}}',
} as const;

export const queueList = {
  back: 'Back to the work queues',
  lead: 'Applications waiting: {{total}}. Oldest first.',
  productFilter: 'Product',
  caption: '{{status}}: {{product}}',
  empty: 'No application is waiting here.',
  unknownStatus: 'There is no queue for this status.',
  applicationNo: 'Application',
  applicant: 'Applicant',
  product: 'Product',
  amount: 'Amount',
  tenure: 'Tenure',
  submitted: 'Submitted',
  age: 'Age (business days)',
  overdue: 'Overdue',
} as const;
