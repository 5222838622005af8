/* kg viz page: builds the network from the JSON block above.
 * Every string that came from an abstract reaches the DOM through textContent or an
 * element property, never through innerHTML, so markup in titles or names stays text. */
(function () {
  "use strict";
  var t0 = performance.now();
  var data = JSON.parse(document.getElementById("kg-data").textContent);
  window.kgTimings = { parsed: performance.now() };
  window.kgStabilized = false;
  window.kgFocused = null;

  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) { e.className = className; }
    if (text !== undefined && text !== null && text !== "") { e.textContent = String(text); }
    return e;
  }

  function line(parent, className, text) {
    if (text !== undefined && text !== null && text !== "") { parent.appendChild(el("div", className, text)); }
  }

  function nodeTip(n) {
    var box = el("div", "kg-tip");
    if (n.kind === "Paper") {
      line(box, "kg-tip-head", n.paperTitle || n.key);
      line(box, "kg-tip-kind", "Paper");
      var where = [n.venue, n.year].filter(function (x) { return x !== null && x !== undefined && x !== ""; });
      line(box, "kg-tip-meta", where.join(" "));
      line(box, "kg-tip-meta", n.doc ? "source: " + n.doc : "");
    } else {
      line(box, "kg-tip-head", n.name);
      line(box, "kg-tip-kind", n.kind + (n.family ? " (family: " + n.family + ")" : ""));
      if (n.aliases && n.aliases.length) { line(box, "kg-tip-meta", "also: " + n.aliases.join(", ")); }
    }
    line(box, "kg-tip-meta", n.degree + (n.degree === 1 ? " relation" : " relations") + " in this view");
    return box;
  }

  function edgeTip(e) {
    var box = el("div", "kg-tip");
    line(box, "kg-tip-head", e.rel);
    line(box, "kg-tip-evidence", e.evidence ? "\u201c" + e.evidence + "\u201d" : "");
    line(box, "kg-tip-meta", e.paper ? "paper: " + e.paper : "");
    line(box, "kg-tip-meta", e.doc ? "source: " + e.doc : "");
    var how = [];
    if (e.rule) { how.push("rule " + e.rule); }
    if (e.confidence !== null && e.confidence !== undefined) { how.push("confidence " + e.confidence); }
    line(box, "kg-tip-meta", how.join(", "));
    return box;
  }

  data.nodes.forEach(function (n) { n.title = nodeTip(n); });
  data.edges.forEach(function (e) { e.title = edgeTip(e); });

  var nodes = new vis.DataSet(data.nodes);
  var edges = new vis.DataSet(data.edges);
  window.kgNodes = nodes;
  window.kgEdges = edges;

  // ---- details panel: what a tooltip shows, kept after a click so evidence can be read
  var details = document.getElementById("kg-details");
  function showDetails(kind, id) {
    var item = kind === "node" ? nodes.get(id) : edges.get(id);
    if (!item) { return; }
    details.replaceChildren(kind === "node" ? nodeTip(item) : edgeTip(item));
  }

  var progress = document.getElementById("kg-progress");
  var container = document.getElementById("kg-graph");
  var network = new vis.Network(container, { nodes: nodes, edges: edges }, data.options);
  window.kgNetwork = network;
  window.kgTimings.created = performance.now();

  function settled() {
    if (window.kgStabilized) { return; }
    network.setOptions({ physics: { enabled: false } });
    window.kgStabilized = true;
    window.kgTimings.stabilized = performance.now();
    window.kgTimings.layoutMs = window.kgTimings.stabilized - t0;
    progress.textContent = "";
    if (data.seeds.length) {
      network.selectNodes(data.seeds);
      showDetails("node", data.seeds[0]);
    }
    network.fit({ animation: false });
  }
  network.on("click", function (params) {
    if (params.nodes.length) { showDetails("node", params.nodes[0]); }
    else if (params.edges.length) { showDetails("edge", params.edges[0]); }
  });
  network.on("stabilizationProgress", function (p) {
    progress.textContent = "laying out\u2026 " + Math.round(100 * p.iterations / p.total) + "%";
  });
  network.once("stabilizationIterationsDone", settled);
  if (!data.nodes.length || !data.options.physics.enabled) { settled(); }

  // ---- legend with checkboxes: hide node labels or relation types
  var hiddenLabels = {};
  var hiddenRelations = {};

  function applyFilters() {
    var nodeUpdates = [];
    nodes.forEach(function (n) {
      var hide = !!hiddenLabels[n.kind];
      if (n.hidden !== hide) { nodeUpdates.push({ id: n.id, hidden: hide }); }
    });
    var edgeUpdates = [];
    edges.forEach(function (e) {
      var hide = !!hiddenRelations[e.rel];
      if (e.hidden !== hide) { edgeUpdates.push({ id: e.id, hidden: hide }); }
    });
    if (nodeUpdates.length) { nodes.update(nodeUpdates); }
    if (edgeUpdates.length) { edges.update(edgeUpdates); }
  }

  function legendEntry(parent, item, hiddenSet, swatch) {
    var label = el("label");
    var box = el("input");
    box.type = "checkbox";
    box.checked = true;
    box.value = item.name;
    box.dataset.kind = parent.id === "kg-labels" ? "label" : "relation";
    box.addEventListener("change", function () {
      hiddenSet[item.name] = !box.checked;
      applyFilters();
    });
    label.appendChild(box);
    label.appendChild(swatch);
    label.appendChild(document.createTextNode(item.name + " "));
    label.appendChild(el("span", "kg-count", "(" + item.count + ")"));
    parent.appendChild(label);
  }

  var labelSet = document.getElementById("kg-labels");
  data.labels.forEach(function (item) {
    var sw = el("span", "kg-swatch " + item.shape);
    sw.style.background = item.color;
    sw.style.borderColor = item.border;
    legendEntry(labelSet, item, hiddenLabels, sw);
  });
  var relationSet = document.getElementById("kg-relations");
  data.relations.forEach(function (item) {
    var sw = el("span", "kg-line");
    sw.style.background = item.color;
    legendEntry(relationSet, item, hiddenRelations, sw);
  });
  if (!data.relations.length) { relationSet.appendChild(el("div", "kg-count", "none")); }

  // ---- search box: focus the node whose name, alias or key matches
  var names = document.getElementById("kg-names");
  var index = [];
  function norm(s) { return String(s).normalize("NFKC").toLowerCase().replace(/[\s\-_\u2010-\u2015\u2212~]+/g, "-"); }
  data.nodes.forEach(function (n) {
    var forms = [n.label, n.key];
    if (n.name) { forms.push(n.name); }
    if (n.paperTitle) { forms.push(n.paperTitle); }
    if (n.kind === "Paper" && n.doc) { forms.push(n.doc); }
    (n.aliases || []).forEach(function (a) { forms.push(a); });
    forms.forEach(function (f) { if (f) { index.push({ form: norm(f), id: n.id }); } });
    var opt = document.createElement("option");
    opt.value = n.kind === "Paper" ? (n.paperTitle || n.label) : n.name;
    names.appendChild(opt);
  });

  function find(query) {
    var q = norm(query.trim());
    if (!q) { return null; }
    var i;
    for (i = 0; i < index.length; i++) { if (index[i].form === q) { return index[i].id; } }
    for (i = 0; i < index.length; i++) { if (index[i].form.indexOf(q) === 0) { return index[i].id; } }
    for (i = 0; i < index.length; i++) { if (index[i].form.indexOf(q) >= 0) { return index[i].id; } }
    return null;
  }

  var status = document.getElementById("kg-search-status");
  function focusNode(query) {
    var id = find(query);
    if (id === null) {
      status.textContent = "no node matches \u201c" + query + "\u201d";
      window.kgFocused = null;
      return null;
    }
    var n = nodes.get(id);
    if (n.hidden) {
      hiddenLabels[n.kind] = false;
      var box = labelSet.querySelector("input[data-kind=label][value=\"" + CSS.escape(n.kind) + "\"]");
      if (box) { box.checked = true; }
      applyFilters();
    }
    network.selectNodes([id]);
    network.focus(id, { scale: 1.3, animation: false });
    window.kgFocused = id;
    showDetails("node", id);
    status.textContent = "focused: " + (n.kind === "Paper" ? n.paperTitle || n.label : n.name);
    return id;
  }
  window.kgFocus = focusNode;
  document.getElementById("kg-search-form").addEventListener("submit", function (ev) {
    ev.preventDefault();
    focusNode(document.getElementById("kg-search").value);
  });
})();
