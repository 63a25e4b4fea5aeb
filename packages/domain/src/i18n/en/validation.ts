/** General form messages of spec 000 section 5 and the loan-terms rules of section 9. */
export const validation = {
  numbersOnly: 'Please enter numbers only (0-9)',
  pleaseEnterYour: 'Please Enter Your {{label}}',
  requiredFields: 'Please fill in the required fields',
  required: 'This field is required',
  invalidEmail: 'Invalid email format',
  amountOutOfRange: 'The amount must be between RM{{min, number}} and RM{{max, number}}',
  amountStep: 'The amount must be in steps of RM{{step, number}}',
  tenureOutOfRange: 'The tenure must be between {{min}} and {{max}} months',
  amountAboveMaximum: 'The amount cannot be more than your maximum eligible amount of RM{{max, number}}',
  negativeAmount: 'The amount cannot be negative',
  deductionsExceedAmount: 'The deductions are more than the amount applied for',
  invalidDate: 'Please enter a valid date',
  unknownVariant: 'Unknown product variant',
  tooLong: 'Please use at most {{max}} characters',
} as const;
