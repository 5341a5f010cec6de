CREATE TABLE `borrower_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`borrower_id` text NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`issued_at` text,
	`expires_at` text,
	`note` text DEFAULT '' NOT NULL,
	`index_document_id` text,
	`uploaded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `borrower_documents_borrower` ON `borrower_documents` (`user_id`,`borrower_id`);--> statement-breakpoint
CREATE TABLE `borrower_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`borrower_id` text NOT NULL,
	`type` text NOT NULL,
	`actor` text NOT NULL,
	`at` integer NOT NULL,
	`version` integer,
	`summary` text NOT NULL,
	`changes` text NOT NULL,
	`snapshot` text
);
--> statement-breakpoint
CREATE INDEX `borrower_events_borrower` ON `borrower_events` (`user_id`,`borrower_id`,`at`);--> statement-breakpoint
CREATE TABLE `borrowers` (
	`user_id` text NOT NULL,
	`id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`version` integer NOT NULL,
	`name` text NOT NULL,
	`date_of_birth` text,
	`status` text NOT NULL,
	`profile` text NOT NULL,
	`field_times` text NOT NULL,
	`bsn` text,
	`last_accessed` integer,
	`recent_activity` text DEFAULT '' NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `id`)
);
--> statement-breakpoint
CREATE INDEX `borrowers_user_updated` ON `borrowers` (`user_id`,`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `workspaces` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`data` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workspaces_user_idx` ON `workspaces` (`user_id`);