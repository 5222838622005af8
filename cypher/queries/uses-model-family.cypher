// Papers that use a model of family X (e.g. every Llama or Qwen size and version).
// @param family family  the model family, any case and version (llama = Llama-3, Llama-3.1, ...); a model name also works
MATCH (p:Paper)-[r:USES_MODEL]->(m:Model)
WHERE m.key IN $keys
RETURN p.id AS paper, p.title AS title, p.venue AS venue, p.year AS year, m.name AS model,
       m.family AS family, r.evidence AS evidence
ORDER BY paper, model, evidence
