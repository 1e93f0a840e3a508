/** Ticket rules shared by the decider, the projections and the web (practice-and-support §3, §4, §5, §9). */

export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const DEFAULT_PRIORITY: TicketPriority = 'medium';

export const TICKET_TAGS = ['mocks', 'payment', 'platform', 'featureRequest', 'other'] as const;
export type TicketTag = (typeof TICKET_TAGS)[number];
export const DEFAULT_TAGS: TicketTag[] = ['other'];

/** §4: the admin transition table. Anything not listed is refused. */
export const STATUS_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['pending', 'resolved', 'closed'],
  pending: ['open', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: ['open'],
};

export const allowedTransitions = (from: TicketStatus): readonly TicketStatus[] => STATUS_TRANSITIONS[from] ?? [];
export const canTransition = (from: TicketStatus, to: TicketStatus) => allowedTransitions(from).includes(to);

/** Statuses in which a ticket still needs someone (stats: unassigned, waiting for a reply). */
export const ACTIVE_STATUSES: readonly TicketStatus[] = ['open', 'pending'];
/** Statuses that end a ticket's life for the resolution-time figures. */
export const DONE_STATUSES: readonly TicketStatus[] = ['resolved', 'closed'];

export const TICKET_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 20;
export const BULK_MAX_TICKETS = 100;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 10_000;
export const ATTACHMENTS_PER_MESSAGE_MAX = 10;

export const ATTACHMENT_MAX_BYTES = 5_242_880;
/** jpeg, png, gif, pdf, plain text, Word doc and docx (§5). */
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** What the file picker offers; the server still checks the bytes. */
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,.pdf,.txt,.doc,.docx,' + ATTACHMENT_MIME_TYPES.join(',');
export const isAllowedAttachmentType = (mime: string) => (ATTACHMENT_MIME_TYPES as readonly string[]).includes(mime);
/** §5: an attachment is an image when its mime type begins with image/. */
export const isImageAttachment = (mime: string) => mime.startsWith('image/');

/** The spec's sentences (§5, §8), one place for the servers and the web. */
export const ticketMessages = {
  subjectRequired: 'Subject is required',
  messageRequired: 'Please describe your issue',
  replyEmpty: 'Message cannot be empty',
  subjectTooLong: `Subject must be at most ${SUBJECT_MAX} characters`,
  messageTooLong: `Message must be at most ${MESSAGE_MAX} characters`,
  ticketClosed: 'This ticket is closed',
  reopening: 'Reopening ticket.',
  fileTooLarge: 'File too large (max 5MB)',
  fileTypeNotAllowed: 'File type not allowed',
  invalidPriority: 'Priority must be low, medium, high or urgent',
  invalidTags: 'Tags must be among mocks, payment, platform, featureRequest and other',
  invalidStatus: 'Status must be open, pending, resolved or closed',
  onlyAdmins: 'Only a tickets handler can do this',
  onlyReporter: 'Only the person who opened this ticket can do this',
  assigneeNotHandler: 'Tickets can only be assigned to a tickets handler',
  notAssignedToYou: 'This ticket is not assigned to you',
  attachmentNotFound: 'Attachment not found',
  attachmentAlreadySent: 'This attachment was already sent and cannot be deleted',
  bulkNeedsUpdate: 'Choose a status, priority or tags to apply',
  bulkNeedsTickets: 'Select at least one ticket',
  noChange: 'Nothing to update',
} as const;

export const transitionRefused = (from: TicketStatus, to: TicketStatus) => {
  const allowed = allowedTransitions(from);
  return `Cannot change status from ${from} to ${to}; allowed: ${allowed.length ? allowed.join(', ') : 'none'}`;
};
export const alreadyAssigned = (name: string) => `This ticket is already assigned to ${name}`;

/** §4: the suffix of an admin reply that changed the status in the same command. */
export const statusSuffix = (status: TicketStatus) => `[Status updated to: ${status}]`;
export const withStatusSuffix = (body: string, status: TicketStatus) => `${body}\n\n${statusSuffix(status)}`;

/** §9: the admin reply quick templates. */
export const REPLY_TEMPLATES: ReadonlyArray<{ label: string; text: string }> = [
  { label: 'Greeting', text: 'Hello,\n\nThank you for reaching out to us. ' },
  { label: 'Request More Info', text: 'Could you please share more details (screenshots, the exam or mock name, and the steps you took) so we can look into this?' },
  { label: 'Closing', text: 'We are glad the issue is resolved. If you need anything else, feel free to reply to this ticket.\n\nBest regards,\nSupport Team' },
  { label: 'Question Report', text: 'Thank you for reporting this question. Our content team is reviewing it and will correct it if needed.' },
];
