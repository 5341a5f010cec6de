ALTER TABLE `borrowers` ADD `bsn_ciphertext` text;--> statement-breakpoint
ALTER TABLE `borrowers` ADD `bsn_iv` text;--> statement-breakpoint
ALTER TABLE `borrowers` ADD `bsn_last4` text;