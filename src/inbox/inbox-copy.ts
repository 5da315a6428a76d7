import type { LeadKind } from '@/leads/lead-paths';
import type { LeadStatus } from '@/leads/lead-status';
import type { InboxShortcut } from './inbox-shortcuts';

/** Every word the studio's inbox says. */
export const inboxCopy = {
  title: 'Inbox',
  studio: 'Kestrel Web Studio',
  signInTitle: 'Sign in to the inbox',
  signInIntro: 'Enter the studio passphrase (the ADMIN_TOKEN set on the server).',
  passphrase: 'Passphrase',
  signIn: 'Sign in',
  signOut: 'Sign out',
  passphraseRequired: 'Enter the passphrase',
  checking: 'Opening the inbox…',
  unreachable: 'The server cannot be reached, and this device holds no copy of the inbox yet. Try again once you are online.',
  tryAgain: 'Try again',
  offline: (savedAt: string) => `Offline: showing the inbox as it was at ${savedAt}. Changes you make are sent when you are back online.`,
  offlineNoCopy: 'Offline, and this list was never loaded on this device.',
  all: 'All',
  kind: 'Form',
  anyKind: 'Every form',
  dates: 'Received',
  datesPlaceholder: 'Any date',
  clearDates: 'Clear the dates',
  /** The calendar's controls, which show only an arrow or a month. */
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    monthLevelControl: 'Choose the month',
    yearLevelControl: 'Choose the year',
  },
  search: 'Search',
  searchPlaceholder: 'Name, e-mail or message',
  /** The filter on one whole source value. */
  sourceFilter: 'Source',
  sourceFilterPlaceholder: 'Page, site or campaign',
  exportCsv: 'Export CSV',
  empty: 'No leads match.',
  loadMore: 'Load more',
  shown: (shown: number, total: number) => `${shown} of ${total}`,
  newLeads: (count: number) => (count === 1 ? '1 new lead' : `${count} new leads`),
  back: 'Back to the inbox',
  /** The phone's button that opens the status, form and date filters. */
  filters: 'Filters',
  filtersActive: (count: number) => (count === 1 ? '1 filter set' : `${count} filters set`),
  leads: 'Leads',
  /** The wide screen's right-hand side, before a lead is opened. */
  noLeadOpen: 'Open a lead to read it here. Press ? for the keyboard shortcuts.',
  moveBetween: 'Move between leads',
  previous: 'Previous',
  next: 'Next',
  shortcutsButton: 'Keyboard shortcuts',
  shortcutsTitle: 'Keyboard shortcuts',
  shortcutsIntro: 'Not while typing in a field.',
  shortcutKey: 'Key',
  shortcutAction: 'Action',
  received: 'Received',
  statusLabel: 'Status',
  markAs: 'Mark as',
  reply: 'Reply',
  /** The subject of a reply to a lead of a form this version does not know. */
  replySubjectAny: 'Re: your message to Kestrel Web Studio',
  /** The reply's first line: the name as the lead gives it (its first word is not always the given name). */
  replyGreeting: (name: string | undefined) => (name === undefined ? 'Hello,' : `Hi ${name},`),
  copyEmail: 'Copy e-mail',
  copied: 'Copied',
  emailCopied: (email: string) => `${email} copied`,
  /** A lead of a form this version does not know (an older or hand-written row), named by what it is stored as. */
  unknownKind: (kind: string) => `Other form (${kind})`,
  fields: 'What they sent',
  /** Where the lead was sent from: its page, the referring site, the campaign tags. */
  source: 'Source',
  noSource: 'Not recorded: the lead did not say where it was sent from.',
  notifications: 'Notifications',
  noNotifications: 'No notification was queued for this lead.',
  waitingToSend: 'Waiting to send',
  changeRefused: (message: string) => `Not saved: ${message}`,
  retry: 'Retry',
  signInAgain: 'Your session has ended. Sign in again; changes waiting on this device are kept.',
  deleteLead: 'Delete',
  deleteTitle: 'Delete this lead?',
  deleteBody: 'The lead, its notification mails and webhook deliveries are deleted from the server. This cannot be undone.',
  deleteConfirm: 'Delete lead',
  deleted: 'Lead deleted',
  erase: 'Erase this person',
  eraseTitle: 'Erase everything about this person?',
  eraseBody: (email: string) => `Every lead from ${email}, their mails and their newsletter subscription are deleted from the server. This cannot be undone.`,
  eraseConfirm: 'Erase person',
  cancel: 'Cancel',
  notFound: 'This lead no longer exists.',
  /** A lead's notes and status changes, oldest first. */
  history: {
    title: 'Notes and history',
    empty: 'No notes or status changes yet.',
    statusChange: (status: string) => `Marked ${status.toLowerCase()}`,
    noteLabel: 'Note',
    noteHint: (max: number) => `Up to ${max.toLocaleString('en-US')} characters. Only the studio sees notes.`,
    addNote: 'Add note',
    noteRequired: 'Write the note first',
    noteAdded: 'Note added',
    deleteNote: 'Delete note',
    deleteNoteNamed: (time: string, words: string) => `Delete the note of ${time}: ${words}`,
    /** Beside a note deleted while offline, struck through until the deletion reaches the server. */
    deletionWaiting: 'Deletion waiting to send',
  },
  /** Choosing leads in the list and acting on them together. */
  bulk: {
    selectLead: (who: string) => `Select ${who}`,
    selectPage: 'Select every lead on this page',
    selected: (count: number) => (count === 1 ? '1 lead selected' : `${count.toLocaleString('en-US')} leads selected`),
    allMatchingSelected: (count: number) => `All ${count.toLocaleString('en-US')} matching leads selected`,
    selectAllMatching: (count: number) => `Select all ${count.toLocaleString('en-US')} matching`,
    clear: 'Clear the selection',
    actions: 'Act on the selected leads',
    handled: 'Mark handled',
    archived: 'Archive',
    spam: 'Spam',
    delete: 'Delete',
    deleteTitle: (count: number) => (count === 1 ? 'Delete 1 lead?' : `Delete ${count.toLocaleString('en-US')} leads?`),
    deleteBody: 'The leads, their notes, notification mails and webhook deliveries are deleted from the server. This cannot be undone.',
    deleteConfirm: 'Delete leads',
    queued: 'Saved on this device: it is sent once you are back online.',
    dismiss: 'Dismiss',
    filterActionsWaiting: (count: number) =>
      count === 1 ? '1 action on all matching leads is waiting to send.' : `${count} actions on all matching leads are waiting to send.`,
  },
  notCached: 'This lead was not opened on this device while online.',
  /** Web push: this browser told of each new lead, even with the inbox closed. */
  push: {
    turnOn: 'Notify me of new leads',
    turnOff: 'Stop notifications',
    unsupported: 'This browser cannot show notifications of new leads.',
    denied: 'Notifications are blocked for this site. Allow them in the browser’s site settings to be told of new leads.',
    dismissed: 'Notifications were not allowed. Press the button again to be asked again.',
    failed: (message: string) => `Notifications could not be changed: ${message}`,
    offline: 'Notifications can be changed once the inbox is online.',
  },
  /** The chart of leads over time, above the list. */
  stats: {
    title: 'Leads per week',
    summary: (total: number) => `${total === 1 ? '1 lead' : `${total} leads`} in 12 weeks`,
    /** The chart's accessible name: the table after it gives the numbers. */
    chartName: (total: number) => `Bar chart of leads per week over the last 12 weeks, stacked by form: ${total} in all. The numbers follow as a table.`,
    tableCaption: 'Leads per week over the last 12 weeks, by form (the last week is this one, so far)',
    week: 'Week from Monday',
    total: 'Total',
    offline: 'The chart shows when the inbox is online.',
    failed: 'The chart could not be loaded.',
    sourcesTitle: 'By source',
    /** Leads with neither a campaign source nor a referring site. */
    noSource: 'Direct or not recorded',
    sourceCount: (count: number) => (count === 1 ? '1 lead' : `${count} leads`),
  },
} as const;

/** Months as the chart's weeks are labelled ('7 Sep'): spelled out here, as engines abbreviate differently ('Sept'). */
export const monthAbbreviations = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const statusLabels: Record<LeadStatus, string> = { new: 'New', handled: 'Handled', spam: 'Spam', archived: 'Archived' };
export const statusColors: Record<LeadStatus, string> = { new: 'brand', handled: 'green', spam: 'red', archived: 'gray' };
/** The buttons' darker shades: their outlined labels stay AA on white. */
export const statusButtonColors: Record<LeadStatus, string> = { new: 'brand.8', handled: 'teal.9', spam: 'red.9', archived: 'gray.8' };

/** The subject of a reply to each form's lead. */
export const replySubjects: Record<LeadKind, string> = {
  newsletter: 'Re: your newsletter sign-up',
  contact: 'Re: your contact message to Kestrel Web Studio',
  quote: 'Re: your quote request to Kestrel Web Studio',
  founder: 'Re: your message to the founder of Kestrel Web Studio',
  booking: 'Re: your consultation booking with Kestrel Web Studio',
};

export const kindLabels: Record<LeadKind, string> = {
  newsletter: 'Newsletter sign-up',
  contact: 'Contact message',
  quote: 'Quote request',
  founder: 'Message to the founder',
  booking: 'Consultation booking',
};

/** Each form's short name where room is scarce: the chart's legend and tooltip. */
export const kindShortLabels: Record<LeadKind, string> = {
  newsletter: 'Newsletter',
  contact: 'Contact',
  quote: 'Quote',
  founder: 'Founder',
  booking: 'Booking',
};

/**
 * Each form's colour in the chart: at least 3:1 on white, and neighbours in a stacked bar (taken in
 * this order) of different hues and lightness.
 */
export const kindColors: Record<LeadKind, string> = {
  newsletter: 'brand.7',
  contact: 'accent.6',
  quote: 'violet.6',
  founder: 'teal.8',
  booking: 'pink.7',
};

export const deliveryStateLabels = { queued: 'Queued', sent: 'Sent', delivered: 'Delivered', failing: 'Failing, retrying', abandoned: 'Given up' } as const;

/** What each keyboard shortcut does, as the list of shortcuts says it. */
export const shortcutLabels: Record<InboxShortcut, string> = {
  next: 'Select the next lead',
  previous: 'Select the previous lead',
  open: 'Open the selected lead',
  handled: 'Mark it handled',
  spam: 'Mark it spam',
  archived: 'Mark it archived',
  reply: 'Reply by e-mail',
  search: 'Search',
  help: 'Show these shortcuts',
};
