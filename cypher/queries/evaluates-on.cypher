// Papers that evaluate on X (a dataset or benchmark), with the sentence that says so.
// @param name entity  the dataset, by any alias or case (e.g. GSM8K)
MATCH (p:Paper)-[r:EVALUATES_ON]->(d:Method|Dataset|Task|Metric|Model)
WHERE d.key IN $keys
RETURN p.id AS paper, p.title AS title, p.venue AS venue, p.year AS year, d.name AS benchmark,
       r.evidence AS evidence
ORDER BY paper, benchmark, evidence
