-- Full-text search scoped to the caller's documents: each chunk's document is a second FTS5 column (one token:
-- the id in hex), so a query matches `{doc_key}` against the visible documents and BM25 is computed only for
-- their chunks, not for every user's. `doc_key` is a virtual column of chunks, so nothing is stored twice.
ALTER TABLE `chunks` ADD COLUMN `doc_key` text GENERATED ALWAYS AS (hex(`document_id`)) VIRTUAL;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `chunks_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `chunks_fts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `chunks_fts_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `chunks_vocab`;
--> statement-breakpoint
DROP TABLE IF EXISTS `chunks_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `chunks_fts` USING fts5(`terms`, `doc_key`, content=`chunks`, content_rowid=`id`, tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `chunks_fts`(`chunks_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `chunks_vocab` USING fts5vocab(`chunks_fts`, 'row');
--> statement-breakpoint
CREATE TRIGGER `chunks_fts_insert` AFTER INSERT ON `chunks` BEGIN
  INSERT INTO `chunks_fts`(rowid, `terms`, `doc_key`) VALUES (new.`id`, new.`terms`, new.`doc_key`);
END;
--> statement-breakpoint
CREATE TRIGGER `chunks_fts_delete` AFTER DELETE ON `chunks` BEGIN
  INSERT INTO `chunks_fts`(`chunks_fts`, rowid, `terms`, `doc_key`) VALUES ('delete', old.`id`, old.`terms`, old.`doc_key`);
END;
--> statement-breakpoint
CREATE TRIGGER `chunks_fts_update` AFTER UPDATE OF `terms`, `document_id` ON `chunks` BEGIN
  INSERT INTO `chunks_fts`(`chunks_fts`, rowid, `terms`, `doc_key`) VALUES ('delete', old.`id`, old.`terms`, old.`doc_key`);
  INSERT INTO `chunks_fts`(rowid, `terms`, `doc_key`) VALUES (new.`id`, new.`terms`, new.`doc_key`);
END;
