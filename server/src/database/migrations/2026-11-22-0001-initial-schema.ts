import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The data model for the whole specification (docs/data-model.md explains each table).
 * Frozen in time: later changes go into new migrations. Conventions that keep SQLite and
 * PostgreSQL on one code path: timestamps are ISO 8601 text (UTC), dates are YYYY-MM-DD text,
 * money is integer cents, booleans are integers 0/1, JSON documents are text.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const id = postgres ? 'serial' : 'integer';
  const bigText = 'text';

  const createTable = (name: string) => db.schema.createTable(name);
  const withId = (name: string) =>
    createTable(name).addColumn('id', id, (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    );

  // --- Institution and site parameters -------------------------------------------------------
  await withId('institutions')
    .addColumn('code', 'integer', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('acronym', 'text', (c) => c.notNull())
    .addColumn('login_denomination', 'text')
    .addColumn('default_login_target', 'text', (c) => c.notNull().defaultTo('C'))
    .addColumn('uses_oidc', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('login_message', 'text')
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('neo'))
    .addColumn('oidc_logout_url', 'text')
    .addColumn('saml_logout_url', 'text')
    .addColumn('support_message', 'text')
    .addColumn('privacy_url', 'text')
    .addColumn('parameters_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('settings_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await withId('site_sections')
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('section_key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('content_json', bigText, (c) => c.notNull())
    .addUniqueConstraint('site_sections_key_language', ['institution_id', 'section_key', 'language'])
    .execute();

  await createTable('activities')
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('activity_code', 'integer', (c) => c.notNull())
    .addColumn('module_code', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notice', 'text')
    .addPrimaryKeyConstraint('activities_pk', ['institution_id', 'activity_code'])
    .execute();

  await withId('campuses')
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await withId('libraries')
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id').onDelete('set null'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('opening_hours', 'text')
    .execute();

  // --- Patron categories, loan types and circulation policies --------------------------------
  await createTable('patron_categories')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await createTable('loan_types')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('circulates', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // A policy row applies to a category and/or loan type; null means "any". The most specific row wins.
  await withId('loan_policies')
    .addColumn('patron_category_code', 'text', (c) => c.references('patron_categories.code'))
    .addColumn('loan_type_code', 'text', (c) => c.references('loan_types.code'))
    .addColumn('loan_days', 'integer', (c) => c.notNull())
    .addColumn('renewal_limit', 'integer', (c) => c.notNull())
    .addColumn('renew_overdue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fine_per_day_cents', 'integer', (c) => c.notNull())
    .addColumn('hold_limit', 'integer', (c) => c.notNull())
    .addColumn('hold_pickup_days', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('loan_limit', 'integer', (c) => c.notNull())
    .addColumn('loan_request_limit', 'integer', (c) => c.notNull())
    .addColumn('pending_comment_limit', 'integer', (c) => c.notNull())
    .execute();

  // --- Catalogue -----------------------------------------------------------------------------
  await withId('records')
    .addColumn('match_key', 'text', (c) => c.notNull().unique())
    .addColumn('control_number', 'text')
    .addColumn('control_source', 'text')
    .addColumn('leader', 'text', (c) => c.notNull())
    .addColumn('marc_json', bigText, (c) => c.notNull())
    .addColumn('extracted_json', bigText, (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_sort', 'text', (c) => c.notNull())
    .addColumn('main_author', 'text')
    .addColumn('publication_year', 'integer')
    .addColumn('language', 'text')
    .addColumn('work_type', 'integer', (c) => c.notNull())
    .addColumn('imprint', 'text')
    .addColumn('edition', 'text')
    .addColumn('call_number', 'text')
    .addColumn('call_number_sort', 'text')
    .addColumn('isbn', 'text')
    .addColumn('issn', 'text')
    .addColumn('has_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_accessibility', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_cover', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_collection', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('records_title_sort').on('records').columns(['title_sort', 'id']).execute();
  await db.schema.createIndex('records_year').on('records').columns(['publication_year', 'id']).execute();
  await db.schema.createIndex('records_created').on('records').columns(['created_at']).execute();

  // ISBN (both 10 and 13 forms) and ISSN keys, so either form finds the record.
  await createTable('record_identifiers')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('record_identifiers_value').on('record_identifiers').columns(['kind', 'value']).execute();
  await db.schema.createIndex('record_identifiers_record').on('record_identifiers').column('record_id').execute();

  // Facet values per record (facet letters of spec 001 §3), counted over a result set.
  await createTable('record_facets')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('letter', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('record_facets_value')
    .on('record_facets')
    .columns(['letter', 'code', 'record_id'])
    .execute();
  await db.schema.createIndex('record_facets_record').on('record_facets').columns(['record_id']).execute();

  await withId('authorities')
    .addColumn('match_key', 'text', (c) => c.notNull().unique())
    .addColumn('control_number', 'text')
    .addColumn('authority_type', 'text', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('heading_sort', 'text', (c) => c.notNull())
    .addColumn('see_from_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('see_also_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('leader', 'text', (c) => c.notNull())
    .addColumn('marc_json', bigText, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('authorities_heading')
    .on('authorities')
    .columns(['authority_type', 'heading_sort'])
    .execute();

  await createTable('covers')
    .addColumn('record_id', 'integer', (c) => c.primaryKey().references('records.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Copies (exemplares). status: available | on_loan | on_hold_shelf | in_transit | lost | not_for_loan | in_repair
  await withId('copies')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('barcode', 'text', (c) => c.unique())
    // Key of the holding in its source: the barcode, or tag + occurrence for holdings without one.
    .addColumn('import_key', 'text')
    .addColumn('call_number', 'text')
    .addColumn('volume', 'text')
    .addColumn('tome', 'text')
    .addColumn('part', 'text')
    .addColumn('material', 'text')
    .addColumn('loan_type_code', 'text', (c) => c.references('loan_types.code'))
    .addColumn('location', 'text')
    .addColumn('collection', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('source_tag', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('copies_record').on('copies').columns(['record_id', 'library_id']).execute();
  await db.schema.createIndex('copies_import_key').on('copies').columns(['record_id', 'import_key']).unique().execute();

  // --- People, logins, permissions and credentials -------------------------------------------
  await withId('people')
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institutions.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('category_code', 'text', (c) => c.notNull().references('patron_categories.code'))
    .addColumn('tax_id', 'text')
    .addColumn('national_id', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('gender', 'text')
    .addColumn('nationality', 'text')
    .addColumn('education', 'text')
    .addColumn('marital_status', 'text')
    .addColumn('job', 'text')
    .addColumn('street', 'text')
    .addColumn('complement', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('district', 'text')
    .addColumn('location', 'text')
    .addColumn('receives_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('removed_library_ids_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // A person may have several logins (user codes); the spec's "person selector" chooses among them.
  await withId('logins')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('base', 'text')
    .execute();

  // Functions (cod_modulo + cod_atividade) granted to a category or to one person.
  await createTable('category_permissions')
    .addColumn('category_code', 'text', (c) => c.notNull().references('patron_categories.code'))
    .addColumn('module_code', 'integer', (c) => c.notNull())
    .addColumn('activity_code', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_permissions_pk', ['category_code', 'module_code', 'activity_code'])
    .execute();
  await createTable('person_permissions')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('module_code', 'integer', (c) => c.notNull())
    .addColumn('activity_code', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('person_permissions_pk', ['person_id', 'module_code', 'activity_code'])
    .execute();

  await withId('password_history')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Opaque refresh tokens, stored hashed; a family is one sign-in, rotated on every use.
  await withId('refresh_tokens')
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('person_id', 'integer', (c) => c.references('people.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  // Shared throttling counters (per account, per client address), so several instances agree.
  await createTable('throttle_counters')
    .addColumn('counter_key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  await withId('recovery_codes')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('validated_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Signed one-time tokens for external-resource and personal-area links.
  await withId('one_time_tokens')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  // --- Circulation -------------------------------------------------------------------------------
  await withId('loans')
    .addColumn('copy_id', 'integer', (c) => c.notNull().references('copies.id'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('loaned_at', 'text', (c) => c.notNull())
    .addColumn('last_renewed_at', 'text')
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('returned_at', 'text')
    .addColumn('renewal_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fine_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('loans_person').on('loans').columns(['person_id', 'returned_at']).execute();
  await db.schema.createIndex('loans_copy').on('loans').columns(['copy_id', 'returned_at']).execute();

  // Holds: queued → released (copy waiting on the hold shelf) → fulfilled; or cancelled / expired.
  await withId('holds')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('volume', 'text')
    .addColumn('tome', 'text')
    .addColumn('part', 'text')
    .addColumn('material', 'text')
    .addColumn('location', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('queue_position', 'integer')
    .addColumn('copy_id', 'integer', (c) => c.references('copies.id'))
    .addColumn('placed_at', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text')
    .addColumn('pickup_until', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('notes', 'text')
    .execute();
  await db.schema.createIndex('holds_queue').on('holds').columns(['record_id', 'library_id', 'status']).execute();
  await db.schema.createIndex('holds_person').on('holds').columns(['person_id', 'status']).execute();

  // Loan requests: waiting → available | in_transit → finished, or cancelled.
  await withId('loan_requests')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('source_library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('receiving_library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('copy_id', 'integer', (c) => c.references('copies.id'))
    .addColumn('volume', 'text')
    .addColumn('tome', 'text')
    .addColumn('part', 'text')
    .addColumn('material', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('receiving_location', 'text')
    .addColumn('authorised_person', 'text')
    .addColumn('home_delivery', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_address', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) => c.notNull().unique())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('concluded_at', 'text')
    .execute();

  await withId('debts')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('library_id', 'integer', (c) => c.references('libraries.id'))
    .addColumn('loan_id', 'integer', (c) => c.references('loans.id'))
    .addColumn('service_type', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Deviations (afastamentos): suspensions of the right to borrow.
  await withId('suspensions')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('library_id', 'integer', (c) => c.references('libraries.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text')
    .addColumn('lifted_at', 'text')
    .execute();

  await withId('loan_tokens')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId('no_debt_declarations')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('library_id', 'integer', (c) => c.references('libraries.id'))
    .addColumn('verification_code', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();

  // --- Patron contributions and requests ------------------------------------------------------
  await withId('record_comments')
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .execute();

  await withId('general_comments')
    .addColumn('person_id', 'integer', (c) => c.references('people.id'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId('acquisition_suggestions')
    .addColumn('person_id', 'integer', (c) => c.references('people.id'))
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('author', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('edition', 'text')
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('isbn_issn', 'text')
    .addColumn('periodical', 'text')
    .addColumn('other_info', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId('alerts')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Service requests: bibliographic switching, literature survey, cataloguing-in-publication record,
  // specialised search, inter-library loan. kind names the service; payload_json holds its form.
  await withId('service_requests')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subtype', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) => c.notNull().unique())
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Selective dissemination of information (perfil de interesse).
  await withId('interest_profiles')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text')
    .addColumn('options_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await createTable('permanent_basket')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('permanent_basket_pk', ['person_id', 'record_id'])
    .execute();

  // Outgoing e-mail queue: any instance may send; see mail/.
  await withId('email_outbox')
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial schema cannot be rolled back; restore a backup instead.');
}
