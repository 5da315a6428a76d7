import type { InboxLead } from './inbox-api';

/** Who sent a lead: the contact form names its fields from_name/from_email, the others name/email. */
export function personOf(lead: InboxLead): { name?: string; email?: string } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const name = text(lead.data['name']) ?? text(lead.data['from_name']);
  const email = text(lead.data['email']) ?? text(lead.data['from_email']);
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

/** A line of what the lead says, for the list. */
export function excerptOf(lead: InboxLead): string {
  const { data } = lead;
  const parts = [
    data['message'],
    data['additionalInfo'],
    data['projectType'],
    data['consultationType'] && `${String(data['consultationType'])}, ${String(data['date'])} ${String(data['time'])}`,
  ];
  const first = parts.find((part): part is string => typeof part === 'string' && part.trim() !== '');
  return first ? first.replace(/\s+/g, ' ').slice(0, 140) : '';
}

export function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatTime(iso: string | number): string {
  return dateTime.format(new Date(iso));
}
