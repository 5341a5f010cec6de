-- 0003 gained chunks_vocab after some local databases had applied it; create it where it is missing.
CREATE VIRTUAL TABLE IF NOT EXISTS `chunks_vocab` USING fts5vocab(`chunks_fts`, 'row');
