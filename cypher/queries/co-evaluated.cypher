// Benchmarks evaluated together with benchmark X in the same papers, by number of papers.
// @param name entity  the dataset, by any alias or case (e.g. MMLU)
// @param top int=20  how many benchmarks to list
MATCH (p:Paper)-[:EVALUATES_ON]->(x:Method|Dataset|Task|Metric|Model) WHERE x.key IN $keys
MATCH (p)-[:EVALUATES_ON]->(d) WHERE NOT d.key IN $keys
RETURN d.key AS key, d.name AS benchmark, count(DISTINCT p) AS papers
ORDER BY papers DESC, key
LIMIT $top
