CREATE TABLE `chat_histories` (
	`user_id` text NOT NULL,
	`id` text NOT NULL,
	`title` text NOT NULL,
	`answers` text NOT NULL,
	`timestamp` integer NOT NULL,
	PRIMARY KEY(`user_id`, `id`)
);
--> statement-breakpoint
CREATE INDEX `chat_histories_user_time` ON `chat_histories` (`user_id`,`timestamp`,`id`);