import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types for Kysely; the columns are documented in migrations/ and docs/data-model.md. */

export interface InstitutionTable {
  id: Generated<number>;
  code: number;
  name: string;
  acronym: string;
  login_denomination: string | null;
  default_login_target: Generated<string>;
  uses_oidc: Generated<number>;
  login_message: string | null;
  theme: Generated<string>;
  oidc_logout_url: string | null;
  saml_logout_url: string | null;
  support_message: string | null;
  privacy_url: string | null;
  parameters_json: string;
  settings_json: string;
}

export interface SiteSectionTable {
  id: Generated<number>;
  institution_id: number;
  section_key: string;
  language: string;
  content_json: string;
}

export interface ActivityTable {
  institution_id: number;
  activity_code: number;
  module_code: number;
  description: string;
  enabled: number;
  notice: string | null;
}

export interface CampusTable {
  id: Generated<number>;
  institution_id: number;
  name: string;
}

export interface LibraryTable {
  id: Generated<number>;
  campus_id: number | null;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  opening_hours: string | null;
}

export interface PatronCategoryTable {
  code: string;
  name: string;
}

export interface LoanTypeTable {
  code: string;
  name: string;
  circulates: number;
}

export interface LoanPolicyTable {
  id: Generated<number>;
  patron_category_code: string | null;
  loan_type_code: string | null;
  loan_days: number;
  renewal_limit: number;
  renew_overdue: number;
  fine_per_day_cents: number;
  hold_limit: number;
  hold_pickup_days: number;
  loan_limit: number;
  loan_request_limit: number;
  pending_comment_limit: number;
}

export interface RecordTable {
  id: Generated<number>;
  match_key: string;
  control_number: string | null;
  control_source: string | null;
  leader: string;
  marc_json: string;
  extracted_json: string;
  title: string;
  title_sort: string;
  main_author: string | null;
  publication_year: number | null;
  language: string | null;
  work_type: number;
  imprint: string | null;
  edition: string | null;
  call_number: string | null;
  call_number_sort: string | null;
  isbn: string | null;
  issn: string | null;
  has_online: number;
  has_accessibility: number;
  has_cover: number;
  closed_collection: number;
  created_at: string;
  updated_at: string;
  /** Migration 2026-11-26-0043: hidden from every public reader, kept for the staff (docs/staff-catalogue.md). */
  suppressed: Generated<number>;
  suppressed_at: string | null;
}

export interface RecordIdentifierTable {
  record_id: number;
  kind: string;
  value: string;
}

export interface RecordFacetTable {
  record_id: number;
  letter: string;
  code: string;
  label: string;
}

export interface AuthorityTable {
  id: Generated<number>;
  match_key: string;
  control_number: string | null;
  authority_type: string;
  heading: string;
  heading_sort: string;
  see_from_json: string;
  see_also_json: string;
  leader: string;
  marc_json: string;
  created_at: string;
  updated_at: string;
}

/** Alphabetical browse indexes (migration 0003, server/src/search/browse-entries.ts). */
export interface BrowseEntryTable {
  kind: string;
  sort_key: string;
  label: string;
  record_id: number;
}

/** Folded heading and see-from forms of each authority (migration 0003). */
export interface AuthorityReferenceTable {
  authority_id: number;
  form_key: string;
}

/**
 * One row (id 1) that keeps each server's in-memory search index fresh (docs/search.md, "In-memory index"):
 * `revision` counts the transactions that changed bibliographic records (migration 0010), `authority_revision`
 * those that wrote authority references (migration 0018).
 */
export interface CatalogueRevisionTable {
  id: number;
  revision: number;
  authority_revision: Generated<number>;
}

export interface CoverTable {
  record_id: number;
  content_type: string;
  file_name: string;
  updated_at: string;
}

export type CopyStatus =
  | 'available'
  | 'on_loan'
  | 'on_hold_shelf'
  | 'in_transit'
  | 'lost'
  | 'not_for_loan'
  | 'in_repair';

export interface CopyTable {
  id: Generated<number>;
  record_id: number;
  library_id: number;
  barcode: string | null;
  import_key: string | null;
  call_number: string | null;
  volume: string | null;
  tome: string | null;
  part: string | null;
  material: string | null;
  loan_type_code: string | null;
  location: string | null;
  collection: string | null;
  status: CopyStatus;
  source_tag: string | null;
  created_at: string;
  updated_at: string;
  /** compra, doacao or permuta (migration 0130); null when the source did not say. */
  acquisition_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM-DD (migration 0130). */
  acquired_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PersonTable {
  id: Generated<number>;
  institution_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  category_code: string;
  tax_id: string | null;
  national_id: string | null;
  birth_date: string | null;
  gender: string | null;
  nationality: string | null;
  education: string | null;
  marital_status: string | null;
  job: string | null;
  street: string | null;
  complement: string | null;
  postal_code: string | null;
  city: string | null;
  district: string | null;
  location: string | null;
  receives_email: number;
  blocked: number;
  password_hash: string | null;
  failed_logins: number;
  locked_until: string | null;
  removed_library_ids_json: string;
  created_at: string;
  updated_at: string;
  /** Migration 2026-11-23-0017: language tag of the last sign-in or refresh; null before the first one. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 2026-11-25-0019: why staff blocked the patron (shown to the patron); null when not blocked. */
  block_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Migration 2026-11-26-0230: the name folded by core's foldPersonName, matched by the staff desk's search. Required
   * on insert so no writer of a name forgets it; set it with the name on every update.
   */
  name_search: string;
}

export interface LoginTable {
  id: Generated<number>;
  person_id: number;
  login: string;
  base: string | null;
}

export interface CategoryPermissionTable {
  category_code: string;
  module_code: number;
  activity_code: number;
}

export interface PersonPermissionTable {
  person_id: number;
  module_code: number;
  activity_code: number;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  person_id: number;
  password_hash: string;
  created_at: string;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  family_id: string;
  token_hash: string;
  person_id: number | null;
  client_id: string;
  /** Migration 0004: the login (user code) the family signed in with. */
  login_id: number | null;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** Requests per client and kind of route in the current window (migration 2026-11-25-0021). */
export interface RateLimitBucketTable {
  bucket_key: string;
  window_start: string;
  hits: number;
}

export interface ThrottleCounterTable {
  counter_key: string;
  window_start: string;
  hits: number;
}

/** Basket e-mails per sender in the current hour (migration 2026-11-25-0023). */
export interface BasketMailCounterTable {
  sender_key: string;
  window_start: string;
  messages: number;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  person_id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
  validated_at: string | null;
  used_at: string | null;
  created_at: string;
}

export interface OneTimeTokenTable {
  id: Generated<number>;
  token_hash: string;
  person_id: number;
  purpose: string;
  target: string | null;
  expires_at: string;
  used_at: string | null;
}

/** Migration 2026-11-23-0012: a SAML AuthnRequest this server issued, until answered or expired. */
export interface SamlRequestTable {
  request_id: string;
  created_at: string;
  expires_at: string;
}

/** Migration 0004: signing keys and HMAC secrets shared by every instance (docs/auth.md). */
export interface ServerKeyTable {
  name: string;
  value_json: string;
  created_at: string;
}

export interface LoanTable {
  id: Generated<number>;
  copy_id: number;
  person_id: number;
  library_id: number;
  loaned_at: string;
  last_renewed_at: string | null;
  due_date: string;
  returned_at: string | null;
  renewal_count: number;
  fine_cents: number;
}

/** Migration 2026-11-26-0110 (docs/e-resources.md): a provider of electronic resources and its connector. */
export interface EresourceProviderTable {
  id: Generated<number>;
  name: string;
  label: string;
  connector: 'ezproxy' | 'signed-url' | 'one-time-token' | 'pearson' | 'grupoa' | 'target' | 'deposit';
  base_url: string;
  hosts_json: string;
  settings_json: string;
  secret: string | null;
  active: number;
  updated_at: string;
}

/** One click on an online link of a title (migration 0110); no person is kept. */
export interface EresourceAccessTable {
  id: Generated<number>;
  accessed_at: string;
  record_id: number | null;
  title: string;
  paragraph: number | null;
  url: string;
  host: string;
  provider_id: number | null;
  restricted: number;
  browser: string | null;
  device: string | null;
  os: string | null;
}

/** A signed /pergamum_redireciona link's jti (SHA-256), spent once (migration 0110). */
export interface RedirectTokenTable {
  token_hash: string;
  target: string;
  expires_at: string;
  used_at: string | null;
}

/** Who renewed a loan: the patron online or staff at the desk. */
export type RenewalChannel = 'patron' | 'desk';

/** One renewal of a loan (migration 2026-11-26-0046, docs/circulation.md); the report counts these per month. */
export interface LoanRenewalTable {
  id: Generated<number>;
  loan_id: number;
  library_id: number;
  renewed_at: string;
  /** Null only on rows backfilled from loans.last_renewed_at, where it was not recorded. */
  renewed_by: RenewalChannel | null;
  /** The loan's due date after this renewal (YYYY-MM-DD). */
  due_date: string;
}

/** in_transit (migration 2026-11-26-0041): a copy travels to the pickup library for this hold (docs/staff-desk.md). */
export type HoldStatus = 'queued' | 'released' | 'in_transit' | 'fulfilled' | 'cancelled' | 'expired';

export interface HoldTable {
  id: Generated<number>;
  record_id: number;
  person_id: number;
  library_id: number;
  volume: string | null;
  tome: string | null;
  part: string | null;
  material: string | null;
  location: string | null;
  status: HoldStatus;
  queue_position: number | null;
  copy_id: number | null;
  placed_at: string;
  released_at: string | null;
  pickup_until: string | null;
  cancelled_at: string | null;
  notes: string | null;
  /** A queued hold takes no copy before this day (YYYY-MM-DD); null when not suspended (migration 0030). */
  suspended_until: string | null;
  /** Where the patron collects the copy; null: the hold's own library (migration 0030). */
  pickup_library_id: number | null;
}

export type LoanRequestStatus = 'waiting' | 'available' | 'in_transit' | 'finished' | 'cancelled';

export interface LoanRequestTable {
  id: Generated<number>;
  record_id: number;
  person_id: number;
  source_library_id: number;
  receiving_library_id: number;
  copy_id: number | null;
  volume: string | null;
  tome: string | null;
  part: string | null;
  material: string | null;
  phone: string;
  email: string;
  receiving_location: string | null;
  authorised_person: string | null;
  home_delivery: number;
  delivery_address: string | null;
  status: LoanRequestStatus;
  protocol: string;
  requested_at: string;
  concluded_at: string | null;
}

export interface DebtTable {
  id: Generated<number>;
  person_id: number;
  library_id: number | null;
  loan_id: number | null;
  service_type: string;
  reason: string;
  amount_cents: number;
  discount_cents: number;
  paid_cents: number;
  paid_at: string | null;
  created_at: string;
}

/** A copy sent from one library to another (migration 2026-11-26-0041, docs/staff-desk.md); open until received. */
export interface CopyTransitTable {
  id: Generated<number>;
  copy_id: number;
  /** The hold the copy travels for; null when it goes back to its own library. */
  hold_id: number | null;
  from_library_id: number;
  to_library_id: number;
  sent_at: string;
  received_at: string | null;
}

/** A debt waived in part or whole by staff, with why and by whom (migration 2026-11-26-0041). */
export interface DebtWaiverTable {
  id: Generated<number>;
  debt_id: number;
  amount_cents: number;
  reason: string;
  waived_by: number | null;
  created_at: string;
}

export interface SuspensionTable {
  id: Generated<number>;
  person_id: number;
  library_id: number | null;
  reason: string;
  starts_on: string;
  ends_on: string | null;
  lifted_at: string | null;
}

export interface LoanTokenTable {
  id: Generated<number>;
  person_id: number;
  token: string;
  valid_until: string;
  created_at: string;
}

export interface NoDebtDeclarationTable {
  id: Generated<number>;
  person_id: number;
  library_id: number | null;
  verification_code: string;
  issued_at: string;
}

export interface RecordCommentTable {
  id: Generated<number>;
  record_id: number;
  person_id: number;
  text: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  reviewed_at: string | null;
}

export interface GeneralCommentTable {
  id: Generated<number>;
  person_id: number | null;
  library_id: number;
  text: string;
  created_at: string;
}

export interface AcquisitionSuggestionTable {
  id: Generated<number>;
  person_id: number | null;
  campus_id: number | null;
  library_id: number;
  author: string | null;
  title: string;
  edition: string | null;
  publisher: string;
  isbn_issn: string | null;
  periodical: string | null;
  other_info: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  /** The library's note to the patron with the last status change (migration 2026-11-26-0042). */
  staff_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The purchase order holding the suggestion, null when none does (migration 2026-11-26-0042). */
  purchase_order_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A purchase order to a supplier (migration 2026-11-26-0042; docs/staff-queues.md). */
export interface PurchaseOrderTable {
  id: Generated<number>;
  library_id: number;
  supplier: string;
  status: 'open' | 'sent' | 'received' | 'cancelled';
  quote_date: string | null;
  expected_delivery: string | null;
  notes: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  closed_at: string | null;
}

/** One title of a purchase order, from a suggestion or typed in (migration 2026-11-26-0042). */
export interface PurchaseOrderItemTable {
  id: Generated<number>;
  order_id: number;
  suggestion_id: number | null;
  title: string;
  author: string | null;
  publisher: string | null;
  isbn_issn: string | null;
  foreign_title: number;
  quantity: number;
  unit_price_cents: number;
  quantity_received: Generated<number>;
}

/** A patron's request that the library erase their personal data (migration 2026-11-26-0042). */
export interface PrivacyRequestTable {
  id: Generated<number>;
  person_id: number;
  reason: string | null;
  status: 'pending' | 'done' | 'refused';
  reply: string | null;
  created_at: string;
  handled_at: string | null;
  handled_by: number | null;
}

export interface AlertTable {
  id: Generated<number>;
  person_id: number;
  title: string;
  message: string;
  read: number;
  created_at: string;
  /** Migration 2026-11-23-0013: the event (`reserva_disponivel`…) and its values, to write it in the reader's language. */
  kind: Generated<string>;
  params_json: Generated<string>;
}

export interface ServiceRequestTable {
  id: Generated<number>;
  person_id: number;
  kind: string;
  subtype: string | null;
  status: string;
  protocol: string;
  payload_json: string;
  created_at: string;
  updated_at: string;
  /** Migration 2026-11-23-0016: the library asked, the staff reply and when it was answered / concluded. */
  library_id: number | null;
  reply: string | null;
  answered_at: string | null;
  concluded_at: string | null;
}

export interface InterestProfileTable {
  id: Generated<number>;
  person_id: number;
  kind: string;
  code: string;
  label: string;
  valid_until: string | null;
  options_json: string;
  /** Migration 2026-11-23-0017. */
  created_at: Generated<string>;
}

/** A patron's privacy choices (migration 2026-11-26-0115, docs/privacy.md); no row: nothing consented. */
export interface PrivacyConsentTable {
  person_id: number;
  /** 1: keep the reading history (returned loans, closed holds) beyond the retention period. */
  reading_history: number;
  changed_at: string;
}

/** The stand-in person detached loans and holds move to, one per institution (migration 2026-11-26-0115). */
export interface AnonymousPatronTable {
  institution_id: number;
  person_id: number;
}

/** When each patron was last told of new titles matching their interest profile (migration 2026-11-23-0017). */
export interface InterestProfileNoticeTable {
  person_id: number;
  last_notice_at: string;
}

export interface PermanentBasketTable {
  person_id: number;
  record_id: number;
  added_at: string;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  recipients: string;
  subject: string;
  body_text: string;
  status: string;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A day a library is closed (migration 2026-11-23-0014). */
export interface LibraryClosedDayTable {
  id: Generated<number>;
  library_id: number;
  day: string;
  description: string | null;
}

/** The lease of a scheduled job: held by one server instance until `expires_at`. */
export interface JobLeaseTable {
  name: string;
  holder: string | null;
  expires_at: string;
  last_run_at: string | null;
}

/** Catalogue searches and title-page views per UTC day (migration 2026-11-26-0045, docs/staff-reports.md). */
export interface CatalogueAccessCountTable {
  day: string;
  kind: 'search' | 'record_view';
  hits: number;
}

/** Teaching plan (migration 2026-11-23-0011): courses, disciplines, professors and disciplines' bibliographies. */
export interface CourseTable {
  id: Generated<number>;
  code: string;
  name: string;
  campus_id: number | null;
}

export interface DisciplineTable {
  id: Generated<number>;
  code: string;
  name: string;
}

export interface ProfessorTable {
  id: Generated<number>;
  code: string;
  name: string;
  person_id: number | null;
}

export interface CourseDisciplineTable {
  course_id: number;
  discipline_id: number;
}

export interface DisciplineProfessorTable {
  discipline_id: number;
  professor_id: number;
}

export interface DisciplineRecordTable {
  discipline_id: number;
  record_id: number;
}

/** Migration 2026-11-23-0015: departments and offerings, the teaching plan's filters. */
export interface DepartmentTable {
  id: Generated<number>;
  code: string;
  name: string;
}

export interface DisciplineOfferingTable {
  id: Generated<number>;
  discipline_id: number;
  professor_id: number;
  department_id: number | null;
  year: number;
  semester: number;
  /** The term of the course curriculum (1st, 2nd…) the discipline belongs to. */
  period: number;
}

/** An electronic database the institution offers its patrons (migration 2026-11-23-0015). */
export interface ElectronicDatabaseTable {
  id: Generated<number>;
  institution_id: number;
  name: string;
  description: string | null;
  url: string;
  access_note: string | null;
  position: Generated<number>;
}

/** Choices of the archive, normative-acts and case-law tabs and standards products (migration 2026-11-23-0011). */
export interface SearchOptionTable {
  kind: string;
  group_key: string;
  code: string;
  /** `{ pt, en, es, fr, it }` */
  labels_json: string;
  position: number;
}

/** One staff action: a call other than GET that a staff guard let through (migration 2026-11-26-0040, docs/staff.md). */
export interface StaffAuditTable {
  id: Generated<number>;
  person_id: number | null;
  /** The login the person signed in with, kept when the person is deleted. */
  login: string | null;
  acted_at: string;
  function_code: number;
  method: string;
  route: string;
  params_json: string | null;
  query_json: string | null;
  body_json: string | null;
  status_code: number;
  before_json: string | null;
  after_json: string | null;
}

/** A record withdrawn from the public catalogue (migration 2026-11-26-0043): what OAI-PMH reports as deleted. */
export interface RecordTombstoneTable {
  record_id: number;
  reason: 'deleted' | 'suppressed';
  match_key: string;
  control_number: string | null;
  title: string;
  person_id: number | null;
  withdrawn_at: string;
}

export type ImportJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A MARC import queued by upload and run in the background (migration 2026-11-26-0043). */
export interface ImportJobTable {
  id: Generated<number>;
  status: ImportJobStatus;
  file_name: string;
  format: 'iso2709' | 'marcxml';
  size_bytes: number;
  records_expected: number;
  records_read: Generated<number>;
  records_imported: Generated<number>;
  records_updated: Generated<number>;
  records_rejected: Generated<number>;
  warnings: Generated<number>;
  failure_reason: string | null;
  person_id: number | null;
  submitted_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** The uploaded file of an import job, in pieces, until the job ends. */
export interface ImportJobChunkTable {
  job_id: number;
  seq: number;
  bytes: Buffer;
}

/** The report of an import job: a rejected record or a warning, at its 1-based position in the file. */
export interface ImportJobProblemTable {
  job_id: number;
  position: number;
  severity: 'rejected' | 'warning';
  reason: string;
  /** Stable problem code the staff console translates; null when the reason has none (shown in English). */
  code: string | null;
  /** JSON object of the values the code's sentence needs; null with `code`. */
  params_json: string | null;
}

/** A repository this deployment harvests for the network catalogue (migration 2026-11-26-0100, docs/network.md). */
export interface NetworkMemberTable {
  id: Generated<number>;
  institution_code: number;
  institution_name: string;
  repository_name: string;
  base_url: string;
  metadata_prefix: string;
  set_spec: string | null;
  interval_minutes: number;
  active: Generated<number>;
  /** The `from` of the next incremental harvest (the provider's responseDate of the last complete one). */
  next_from: string | null;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  /** Why the last harvest failed (NETWORK_HARVEST_FAILURES; migration 2026-11-28-0100), null when it did not. */
  last_error_code: string | null;
  record_count: Generated<number>;
  created_at: string;
}

/** A record harvested from a network member, with what the union index reads (migration 2026-11-26-0100). */
export interface NetworkRecordTable {
  id: Generated<number>;
  member_id: number;
  oai_identifier: string;
  datestamp: string;
  match_key: string;
  marc_json: string;
  title: string;
  title_sort: string;
  main_author: string | null;
  imprint: string | null;
  publication_year: number | null;
  language: string | null;
  work_type: number;
  isbn: string | null;
  /** Index words per text column (buildIndexDocument's TEXT_COLUMNS), JSON. */
  words_json: string;
  /** Facet values `{ letter, code, label }[]` of the record alone (Z and R are added from its member), JSON. */
  facets_json: string;
  harvested_at: string;
}

export interface NetworkRevisionTable {
  id: number;
  revision: number;
}

export interface Database {
  network_members: NetworkMemberTable;
  network_records: NetworkRecordTable;
  network_revision: NetworkRevisionTable;
  holdings_records: HoldingsRecordTable;
  serial_issue_contents: SerialIssueContentsTable;
  institutions: InstitutionTable;
  site_sections: SiteSectionTable;
  activities: ActivityTable;
  campuses: CampusTable;
  libraries: LibraryTable;
  patron_categories: PatronCategoryTable;
  loan_types: LoanTypeTable;
  loan_policies: LoanPolicyTable;
  records: RecordTable;
  record_identifiers: RecordIdentifierTable;
  record_facets: RecordFacetTable;
  authorities: AuthorityTable;
  browse_entries: BrowseEntryTable;
  authority_references: AuthorityReferenceTable;
  catalogue_revision: CatalogueRevisionTable;
  covers: CoverTable;
  courses: CourseTable;
  disciplines: DisciplineTable;
  professors: ProfessorTable;
  course_disciplines: CourseDisciplineTable;
  discipline_professors: DisciplineProfessorTable;
  discipline_records: DisciplineRecordTable;
  search_options: SearchOptionTable;
  departments: DepartmentTable;
  discipline_offerings: DisciplineOfferingTable;
  electronic_databases: ElectronicDatabaseTable;
  copies: CopyTable;
  people: PersonTable;
  logins: LoginTable;
  category_permissions: CategoryPermissionTable;
  person_permissions: PersonPermissionTable;
  password_history: PasswordHistoryTable;
  refresh_tokens: RefreshTokenTable;
  throttle_counters: ThrottleCounterTable;
  rate_limit_buckets: RateLimitBucketTable;
  basket_mail_counters: BasketMailCounterTable;
  recovery_codes: RecoveryCodeTable;
  one_time_tokens: OneTimeTokenTable;
  server_keys: ServerKeyTable;
  saml_requests: SamlRequestTable;
  loans: LoanTable;
  holds: HoldTable;
  loan_requests: LoanRequestTable;
  debts: DebtTable;
  copy_transits: CopyTransitTable;
  debt_waivers: DebtWaiverTable;
  suspensions: SuspensionTable;
  loan_tokens: LoanTokenTable;
  no_debt_declarations: NoDebtDeclarationTable;
  record_comments: RecordCommentTable;
  general_comments: GeneralCommentTable;
  acquisition_suggestions: AcquisitionSuggestionTable;
  purchase_orders: PurchaseOrderTable;
  purchase_order_items: PurchaseOrderItemTable;
  privacy_requests: PrivacyRequestTable;
  privacy_consents: PrivacyConsentTable;
  anonymous_patrons: AnonymousPatronTable;
  alerts: AlertTable;
  service_requests: ServiceRequestTable;
  interest_profiles: InterestProfileTable;
  interest_profile_notices: InterestProfileNoticeTable;
  permanent_basket: PermanentBasketTable;
  email_outbox: EmailOutboxTable;
  library_closed_days: LibraryClosedDayTable;
  job_leases: JobLeaseTable;
  record_tombstones: RecordTombstoneTable;
  import_jobs: ImportJobTable;
  import_job_chunks: ImportJobChunkTable;
  import_job_problems: ImportJobProblemTable;
  staff_audit: StaffAuditTable;
  catalogue_access_counts: CatalogueAccessCountTable;
  loan_renewals: LoanRenewalTable;
  eresource_providers: EresourceProviderTable;
  eresource_accesses: EresourceAccessTable;
  redirect_tokens: RedirectTokenTable;
  closed_stacks: ClosedStacksTable;
  storage_requests: StorageRequestTable;
  gru_slips: GruSlipTable;
}

/** A library's location or collection kept closed (migration 2026-11-26-0125, docs/closed-stacks.md). */
export interface ClosedStacksTable {
  id: Generated<number>;
  library_id: number;
  kind: 'location' | 'collection';
  code: string;
  created_at: string;
}

export type StorageRequestStatus = 'requested' | 'fetching' | 'ready' | 'delivered' | 'cancelled' | 'expired';

/** A copy asked for from the closed stacks (migration 2026-11-26-0125). */
export interface StorageRequestTable {
  id: Generated<number>;
  protocol: string;
  person_id: number;
  record_id: number;
  copy_id: number;
  library_id: number;
  status: StorageRequestStatus;
  requested_at: string;
  fetched_at: string | null;
  ready_at: string | null;
  pickup_until: string | null;
  concluded_at: string | null;
}

/** A GRU payment slip issued for a patron's debts at one library (migration 2026-11-26-0125, docs/payment-slip.md). */
export interface GruSlipTable {
  id: Generated<number>;
  reference: string;
  person_id: number;
  library_id: number;
  amount_cents: number;
  due_date: string;
  barcode: string;
  debt_ids_json: string;
  issued_at: string;
  paid_at: string | null;
  paid_by: number | null;
}

export type RecordRow = Selectable<RecordTable>;
export type NewRecord = Insertable<RecordTable>;
export type RecordUpdate = Updateable<RecordTable>;
export type CopyRow = Selectable<CopyTable>;
export type NewCopy = Insertable<CopyTable>;
export type InstitutionRow = Selectable<InstitutionTable>;
export type LibraryRow = Selectable<LibraryTable>;

/** A MARC 21 holdings record (MFHD) of a title (migration 2026-11-26-0120, docs/serials.md). */
export interface HoldingsRecordTable {
  id: Generated<number>;
  record_id: number;
  /** 001 of the holdings record as imported, or the seed's key: unique per title. */
  holdings_key: string;
  /** 852 $b. */
  library_code: string | null;
  /** 852 $c. */
  location: string | null;
  /** 852 $h $i. */
  call_number: string | null;
  marc_json: string;
  updated_at: string;
}

/** An issue's table of contents: a 505 field (JSON), keyed by the holdings record and the issue's $8. */
export interface SerialIssueContentsTable {
  holdings_record_id: number;
  link: string;
  sequence: number;
  contents_json: string;
}
