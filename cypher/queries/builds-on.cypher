// Papers that build on X (one hop), with what each of them proposes.
// @param name entity  the method or model built upon, by any alias or case (e.g. LoRA)
MATCH (p:Paper)-[r:BUILDS_ON]->(x:Method|Dataset|Task|Metric|Model)
WHERE x.key IN $keys
OPTIONAL MATCH (p)-[:PROPOSES]->(m)
RETURN p.id AS paper, p.title AS title, p.year AS year, x.name AS builds_on, m.name AS proposes,
       r.evidence AS evidence
ORDER BY paper, builds_on, proposes, evidence
