ALTER TABLE `borrower_documents` ADD `person` text DEFAULT 'applicant' NOT NULL;--> statement-breakpoint
ALTER TABLE `borrowers` ADD `partner_bsn_ciphertext` text;--> statement-breakpoint
ALTER TABLE `borrowers` ADD `partner_bsn_iv` text;--> statement-breakpoint
ALTER TABLE `borrowers` ADD `partner_bsn_last4` text;
