// The most compared-against baselines, optionally only in one venue and/or year.
// @param venue str?  only papers whose venue contains this text, any case (e.g. ICML)
// @param year int?  only papers of this year (e.g. 2025)
// @param top int=20  how many baselines to list
MATCH (p:Paper)-[:COMPARES_AGAINST]->(e)
WHERE ($venue IS NULL OR toLower(p.venue) CONTAINS toLower($venue))
  AND ($year IS NULL OR p.year = $year)
RETURN e.key AS key, e.name AS baseline, count(DISTINCT p) AS papers
ORDER BY papers DESC, key
LIMIT $top
