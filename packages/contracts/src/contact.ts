import './zod-setup';
import { z } from 'zod';
import { emailSchema, lenientList, requiredText, shownText } from './common';

export const CONTACT_MESSAGE_STATUSES = ['unread', 'read'] as const;

/** Body of POST /api/contact. */
export const createContactMessageSchema = z.object({
  name: requiredText('Name', 120),
  email: emailSchema,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type CreateContactMessageInput = z.input<typeof createContactMessageSchema>;
export type CreateContactMessage = z.output<typeof createContactMessageSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagesResponseSchema = z.array(contactMessageSchema);

/** A message as the dashboard reads it: only its id is needed; the subject falls back to 'Contact Inquiry' on screen. */
export const adminContactMessageSchema = z.looseObject({
  id: z.number().int(),
  name: shownText,
  email: shownText,
  subject: shownText,
  message: shownText,
  status: z.enum(CONTACT_MESSAGE_STATUSES).catch('unread'),
  createdAt: shownText,
});
export type AdminContactMessage = z.output<typeof adminContactMessageSchema>;
export const adminContactMessagesResponseSchema = lenientList(adminContactMessageSchema);

/** Body of POST /api/newsletter. */
export const newsletterSubscribeSchema = z.object({ email: emailSchema });
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribe = z.output<typeof newsletterSubscribeSchema>;
export const newsletterSubscriptionSchema = z.object({ email: z.string(), subscribedAt: z.string() });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
