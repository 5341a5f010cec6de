-- The built-in sign-in provider's authorization codes are single use: a code's id is recorded when it is exchanged.
CREATE TABLE `used_authorization_codes` (
	`jti` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `used_authorization_codes_expires_at` ON `used_authorization_codes` (`expires_at`);
