// Papers that compare against the same baselines as a given paper, most shared first.
// @param paper paper  the paper's id or doc (as shown by other queries, e.g. 2401.01234 or shard.txt#3)
// @param top int=20  how many papers to list
MATCH (a:Paper)-[:COMPARES_AGAINST]->(b)<-[:COMPARES_AGAINST]-(o:Paper)
WHERE a.id IN $papers AND o.id <> a.id
WITH DISTINCT o, b
ORDER BY b.name, b.key
RETURN o.id AS paper, o.title AS title, o.year AS year, count(b) AS shared, collect(b.name) AS baselines
ORDER BY shared DESC, paper
LIMIT $top
