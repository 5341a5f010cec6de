-- Full-text index over chunks.terms (FTS5, external content), kept in step by triggers.
CREATE VIRTUAL TABLE `chunks_fts` USING fts5(`terms`, content=`chunks`, content_rowid=`id`, tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `chunks_fts_insert` AFTER INSERT ON `chunks` BEGIN
  INSERT INTO `chunks_fts`(rowid, `terms`) VALUES (new.`id`, new.`terms`);
END;
--> statement-breakpoint
CREATE TRIGGER `chunks_fts_delete` AFTER DELETE ON `chunks` BEGIN
  INSERT INTO `chunks_fts`(`chunks_fts`, rowid, `terms`) VALUES ('delete', old.`id`, old.`terms`);
END;
--> statement-breakpoint
CREATE TRIGGER `chunks_fts_update` AFTER UPDATE OF `terms` ON `chunks` BEGIN
  INSERT INTO `chunks_fts`(`chunks_fts`, rowid, `terms`) VALUES ('delete', old.`id`, old.`terms`);
  INSERT INTO `chunks_fts`(rowid, `terms`) VALUES (new.`id`, new.`terms`);
END;
--> statement-breakpoint
-- Document frequencies of indexed terms, for the reranker's term weights.
CREATE VIRTUAL TABLE `chunks_vocab` USING fts5vocab(`chunks_fts`, 'row');
