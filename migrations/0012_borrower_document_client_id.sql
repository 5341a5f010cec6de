-- A KYC upload carries the id its browser made for it, so a retry after a lost answer stores one document.
ALTER TABLE `borrower_documents` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `borrower_documents_client_idx` ON `borrower_documents` (`user_id`,`client_id`);
