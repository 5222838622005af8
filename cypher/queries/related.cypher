// Entities most often mentioned in the same papers as X (its two-hop neighbourhood), by papers.
// @param name entity  any method, dataset, task, metric or model, by any alias or case
// @param top int=20  how many entities to list
MATCH (x:Method|Dataset|Task|Metric|Model)<--(p:Paper)-->(y) WHERE x.key IN $keys AND NOT y.key IN $keys
RETURN y.key AS key, y.name AS name, count(DISTINCT p) AS papers
ORDER BY papers DESC, key
LIMIT $top
