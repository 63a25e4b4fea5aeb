/** Labels and messages of the spec's forms. */
export const forms = {
  contact: {
    email: 'Email address',
    comments: 'Comments/Question',
    emailRequired: 'Please enter your Email Address',
    emailInvalid: 'The enter is not valid Email Address',
    commentsRequired: 'Comments/Question cannot be empty',
  },
} as const;
