/** The customer care line and mailboxes shown on /contact-us and linked from the help pages. */
export const contactDetails = {
  phoneDisplay: '+251 11 517 8000',
  phoneHref: 'tel:+251115178000',
  preOrdersMailbox: 'preorders@horizondutyfree.com',
  customerCareMailbox: 'customercare@horizondutyfree.com',
} as const;
