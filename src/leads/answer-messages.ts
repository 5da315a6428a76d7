/**
 * What submitLead says when the server gives no message of its own. Kept apart from the contract's
 * schemas so that a page can read them without loading the validation code.
 */
export const UNREACHABLE_MESSAGE = 'We could not reach the server. Please check your connection.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer.';
export const SERVER_FAULT_MESSAGE = 'The server could not take your request right now.';
export const REJECTED_MESSAGE = 'The server could not accept this request.';
export const SENT_MESSAGE = 'Sent.';
