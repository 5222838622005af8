// What papers addressing task X propose (methods, models, datasets), one row per proposal.
// @param name entity  the task, by any alias or case (e.g. machine translation)
MATCH (p:Paper)-[:ADDRESSES]->(t:Method|Dataset|Task|Metric|Model) WHERE t.key IN $keys
MATCH (p)-[r:PROPOSES]->(m)
RETURN m.name AS proposed, m.key AS key, p.id AS paper, p.title AS title, p.year AS year, t.name AS task,
       r.evidence AS evidence
ORDER BY proposed, key, paper, task, evidence
