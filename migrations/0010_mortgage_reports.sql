CREATE TABLE `mortgage_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`borrower_id` text NOT NULL,
	`number` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`issued_by` text NOT NULL,
	`norms_year` integer NOT NULL,
	`payload` text NOT NULL,
	`signature` text NOT NULL,
	`key_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mortgage_reports_borrower_number` ON `mortgage_reports` (`user_id`,`borrower_id`,`number`);
