import { z } from 'zod';

/**
 * Messages are keys of packages/i18n (the `validation` section), so the storefront's forms and the
 * API's 400 answers say the same words (spec §5, corrected per DESIGN.md §7).
 */
export const EmailAddress = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'))
  .describe('An e-mail address (at most 254 characters).');

export const SubscribeRequest = z.object({ email: EmailAddress }).strict();
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

export const UnsubscribeRequest = z
  .object({
    token: z
      .string()
      .trim()
      .min(16)
      .max(128)
      .describe('The token of the unsubscribe link in every newsletter e-mail.'),
  })
  .strict();

/** The server's message, shown to the traveller (the subscribe toast, the feedback thanks). */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const FEEDBACK_MAX = 4_000;

export const FeedbackRequest = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, 'validation.fullNameRequired')
      .max(120, 'validation.fullNameTooLong')
      .regex(/^[^0-9]*$/, 'validation.fullNameNoDigits')
      .describe('The sender’s full name, without digits.'),
    email: EmailAddress,
    feedBack: z
      .string()
      .trim()
      .min(1, 'validation.feedbackRequired')
      .max(FEEDBACK_MAX, 'validation.feedbackTooLong')
      .describe('The message.'),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
