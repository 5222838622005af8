// The benchmarks most often evaluated on by papers that mention method X (any relation).
// @param name entity  the method or model, by any alias or case (e.g. DPO)
// @param top int=20  how many benchmarks to list
MATCH (p:Paper)-->(x:Method|Dataset|Task|Metric|Model) WHERE x.key IN $keys
MATCH (p)-[:EVALUATES_ON]->(d)
RETURN d.key AS key, d.name AS benchmark, count(DISTINCT p) AS papers
ORDER BY papers DESC, key
LIMIT $top
