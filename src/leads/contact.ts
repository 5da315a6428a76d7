import { z } from 'zod';
import { emailAddress, honeypot, optionalChoice, requiredText } from './fields';
import { MAX_MESSAGE_LENGTH } from './limits';

export const CONTACT_PATH = '/api/contact.js';

export const CONTACT_SUCCESS_MESSAGE = "Thank you! Your message has been sent. We'll get back to you within 24 hours.";

export const CONTACT_SERVICES = [
  'Law Firm Websites',
  'Medical Websites',
  'Logistics Systems',
  'Corporate Websites',
  'Restaurant Websites',
  'Personal Branding',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];

/** Field names are the API's (`from_name`, `from_email`), kept from the original contract. */
export const contactSchema = z.object({
  from_name: requiredText('your name'),
  from_email: emailAddress(),
  service: optionalChoice(CONTACT_SERVICES, 'Please choose a service from the list'),
  message: requiredText('your message', MAX_MESSAGE_LENGTH),
  website: honeypot,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactLead = z.output<typeof contactSchema>;
