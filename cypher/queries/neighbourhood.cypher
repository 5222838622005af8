// An entity's neighbourhood: every paper linked to X, by which relation, with the evidence.
// @param name entity  any method, dataset, task, metric or model, by any alias or case
MATCH (p:Paper)-[r]->(x:Method|Dataset|Task|Metric|Model) WHERE x.key IN $keys
RETURN type(r) AS relation, x.name AS entity, p.id AS paper, p.title AS title, p.year AS year,
       r.evidence AS evidence
ORDER BY relation, paper, entity, evidence
