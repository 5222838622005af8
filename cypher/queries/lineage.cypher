// Transitive lineage of X: what papers building on X propose, what builds on those, ... (up to 5 steps).
// @param name entity  the root method or model, by any alias or case (e.g. Transformer)
MATCH (x:Method|Dataset|Task|Metric|Model) WHERE x.key IN $keys
MATCH SHORTEST 1 (x) ((a)<-[:BUILDS_ON]-(q:Paper)-[:PROPOSES]->(b)){1,5} (y)
WITH y, min(size(q)) AS depth
RETURN y.key AS key, y.name AS entity, depth
ORDER BY depth, key
