import type { Generated } from 'kysely';

/**
 * One schema for both dialects. Timestamps are ISO-8601 text, booleans 0/1 integers and structured
 * values JSON text, so SQLite and PostgreSQL behave the same (see docs/decisions/0006-database.md).
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: string;
  plan: string;
  plan_status: string;
  has_access: number;
  /** 1 for a throwaway demo account, deleted a day after it was made. */
  is_demo: Generated<number>;
  /** When the owner proved the address (a verification or sign-in link, or a provider that verified it). */
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** Updated at most once a minute; a session unused for SESSION_IDLE_DAYS ends. */
  last_seen_at: string | null;
}

export interface ApplicationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  status: string;
  config: string | null;
  details: string | null;
  details_saved_at: string | null;
  manual_review_status: string;
  manual_review_notes: string | null;
  manual_review_requested_at: string | null;
  reviewer_assigned: string | null;
  priority_processing: number;
  /** 'manual' (Pro) or 'expert' (Express) once a review is requested. */
  review_kind: string | null;
  review_started_at: string | null;
  review_completed_at: string | null;
  review_feedback: string | null;
  /** 'verified' or 'failed', set by the reviewer who completes the review. */
  review_verdict: string | null;
  priority_enabled_at: string | null;
  /** An agency's name for the client it files this application for (API keys, Express). */
  client_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentsTable {
  id: Generated<number>;
  application_id: number;
  user_id: number;
  type: string;
  original_name: string;
  filename: string;
  size: number;
  mime_type: string;
  status: string;
  verification_errors: string;
  ai_analysis: string | null;
  manual_review_notes: string | null;
  expires_at: string | null;
  deleted_at: string | null;
  expiry_notice_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationFeedbackTable {
  id: Generated<number>;
  application_id: number;
  user_id: number;
  message: string;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string;
  /** JSON text of the changed fields before and after. */
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** 'open' until a staff member replies, then 'replied'. */
  status: string;
  reply: string | null;
  replied_by: number | null;
  replied_at: string | null;
  created_at: string;
}

export interface JobsTable {
  id: Generated<number>;
  name: string;
  payload: string;
  status: string;
  attempts: number;
  max_attempts: number;
  run_after: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** The user whose work this is (fairness), or null for system jobs. */
  owner_id: number | null;
  /** Place in the owner's line when enqueued: claims take rank 0 of every owner before anyone's rank 1. */
  fair_rank: Generated<number>;
}

export interface PaymentSessionsTable {
  id: string;
  user_id: number;
  plan_id: string;
  amount_cents: number;
  status: string;
  created_at: string;
  completed_at: string | null;
}

export interface AppSettingsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

export interface SignInTokensTable {
  /** HMAC of the token; the token itself is only in the e-mail. */
  id: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  /** 'sign-in' or 'verify-email': a token works only for what it was mailed for. */
  purpose: Generated<string>;
  created_at: string;
}

/** An OpenID provider's account (issuer + subject) signs in as this user. */
export interface UserIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: string;
}

export interface ChatConversationsTable {
  id: Generated<number>;
  user_id: number;
  /** 'open' (waiting for staff), 'claimed' or 'closed'. */
  status: string;
  staff_id: number | null;
  user_read_id: Generated<number>;
  staff_read_id: Generated<number>;
  /** When the assistant answers unless staff come online first. */
  assistant_due_at: string | null;
  last_message_at: string | null;
  created_at: string;
  closed_at: string | null;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** 'user', 'staff' or 'assistant'. */
  sender: string;
  sender_id: number | null;
  body: string;
  created_at: string;
}

/** A message waiting for its send job; `message` is the sealed JSON of the whole message. */
export interface MailOutboxTable {
  id: Generated<number>;
  message: string;
  created_at: string;
}

export interface ChatPresenceTable {
  connection_id: string;
  staff_id: number;
  seen_at: string;
}

/** An agency's API key (Express plan): only its SHA-256 hash is kept. */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The first characters of the key, shown so the owner can tell keys apart. */
  prefix: string;
  hash: string;
  access: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** One recorded event of an application's timeline (017): `value` sealed (a file number is personal data). */
export interface ApplicationEventsTable {
  application_id: number;
  /** A TimelineEventKind: formSubmitted, appointment, fileNumber, ... */
  kind: string;
  value: string;
  updated_at: string;
}

/** A timeline reminder already sent (017): one row per application and step key, so a reminder goes once. */
export interface ApplicationRemindersTable {
  application_id: number;
  step: string;
  sent_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  applications: ApplicationsTable;
  documents: DocumentsTable;
  jobs: JobsTable;
  payment_sessions: PaymentSessionsTable;
  application_feedback: ApplicationFeedbackTable;
  audit_log: AuditLogTable;
  app_settings: AppSettingsTable;
  rate_limits: RateLimitsTable;
  sign_in_tokens: SignInTokensTable;
  user_identities: UserIdentitiesTable;
  support_messages: SupportMessagesTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_presence: ChatPresenceTable;
  mail_outbox: MailOutboxTable;
  api_keys: ApiKeysTable;
  application_events: ApplicationEventsTable;
  application_reminders: ApplicationRemindersTable;
}
