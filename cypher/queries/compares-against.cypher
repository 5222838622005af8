// Papers that compare against X (a baseline method or model), with the sentence that says so.
// @param name entity  the baseline, by any alias or case (GRPO = grpo = Group Relative Policy Optimization)
MATCH (p:Paper)-[r:COMPARES_AGAINST]->(e:Method|Dataset|Task|Metric|Model)
WHERE e.key IN $keys
RETURN p.id AS paper, p.title AS title, p.venue AS venue, p.year AS year, e.name AS baseline,
       r.evidence AS evidence
ORDER BY paper, baseline, evidence
