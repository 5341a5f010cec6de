CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`submission_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`source` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`address_hash` text NOT NULL,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_submission_id_unique` ON `contact_messages` (`submission_id`);--> statement-breakpoint
CREATE INDEX `contact_messages_received_at` ON `contact_messages` (`received_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_email_received_at` ON `contact_messages` (`email`,`received_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_address_received_at` ON `contact_messages` (`address_hash`,`received_at`);--> statement-breakpoint
CREATE TABLE `chunks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` text NOT NULL,
	`ordinal` integer NOT NULL,
	`page` integer,
	`citation` text NOT NULL,
	`content` text NOT NULL,
	`terms` text NOT NULL,
	`embedding` blob,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chunks_document_idx` ON `chunks` (`document_id`,`ordinal`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`groups` text DEFAULT '[]' NOT NULL,
	`file_name` text NOT NULL,
	`category` text,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`sha256` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`page_count` integer,
	`chunk_count` integer DEFAULT 0 NOT NULL,
	`has_text` integer DEFAULT false NOT NULL,
	`embedder` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`index_version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_owner_file_idx` ON `documents` (`owner_id`,`file_name`);--> statement-breakpoint
CREATE INDEX `documents_status_idx` ON `documents` (`status`);